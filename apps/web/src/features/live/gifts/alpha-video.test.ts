import { describe, expect, it } from 'vitest';
import { createAlphaVideoRenderer, FRAGMENT_SHADER, packedUv, QUAD, visibleSize } from './alpha-video';

/** A WebGL context that records calls and compiles or refuses as told (jsdom has no WebGL). */
function fakeGl(options: { compiles?: boolean; links?: boolean } = {}) {
  const calls: Array<[string, unknown[]]> = [];
  const record =
    (name: string, result: unknown = undefined) =>
    (...args: unknown[]) => {
      calls.push([name, args]);
      return result;
    };
  const gl = {
    VERTEX_SHADER: 1,
    FRAGMENT_SHADER: 2,
    COMPILE_STATUS: 3,
    LINK_STATUS: 4,
    ARRAY_BUFFER: 5,
    STATIC_DRAW: 6,
    FLOAT: 7,
    TEXTURE_2D: 8,
    TEXTURE_WRAP_S: 9,
    TEXTURE_WRAP_T: 10,
    CLAMP_TO_EDGE: 11,
    TEXTURE_MIN_FILTER: 12,
    TEXTURE_MAG_FILTER: 13,
    LINEAR: 14,
    COLOR_BUFFER_BIT: 15,
    RGB: 16,
    UNSIGNED_BYTE: 17,
    TRIANGLES: 18,
    drawingBufferWidth: 270,
    drawingBufferHeight: 480,
    createShader: record('createShader', {}),
    shaderSource: record('shaderSource'),
    compileShader: record('compileShader'),
    getShaderParameter: record('getShaderParameter', options.compiles ?? true),
    getShaderInfoLog: record('getShaderInfoLog', 'ERROR: 0:1 syntax'),
    deleteShader: record('deleteShader'),
    createProgram: record('createProgram', {}),
    attachShader: record('attachShader'),
    linkProgram: record('linkProgram'),
    getProgramParameter: record('getProgramParameter', options.links ?? true),
    getProgramInfoLog: record('getProgramInfoLog', 'link error'),
    useProgram: record('useProgram'),
    createBuffer: record('createBuffer', {}),
    bindBuffer: record('bindBuffer'),
    bufferData: record('bufferData'),
    getAttribLocation: record('getAttribLocation', 0),
    enableVertexAttribArray: record('enableVertexAttribArray'),
    vertexAttribPointer: record('vertexAttribPointer'),
    createTexture: record('createTexture', {}),
    bindTexture: record('bindTexture'),
    texParameteri: record('texParameteri'),
    getUniformLocation: record('getUniformLocation', {}),
    uniform1i: record('uniform1i'),
    clearColor: record('clearColor'),
    viewport: record('viewport'),
    clear: record('clear'),
    texImage2D: record('texImage2D'),
    drawArrays: record('drawArrays'),
    deleteTexture: record('deleteTexture'),
    deleteBuffer: record('deleteBuffer'),
    deleteProgram: record('deleteProgram'),
  };
  return { gl: gl as unknown as WebGLRenderingContext, calls };
}

describe('alpha-packed video shader', () => {
  it('reads colour from the left half and alpha from the right half at the same height', () => {
    expect(packedUv(0, 0)).toEqual({ colour: [0, 0], alpha: [0.5, 0] });
    expect(packedUv(1, 0.25)).toEqual({ colour: [0.5, 0.25], alpha: [1, 0.25] });
    expect(FRAGMENT_SHADER).toContain('vec2(v_uv.x * 0.5, v_uv.y)');
    expect(FRAGMENT_SHADER).toContain('vec2(0.5 + v_uv.x * 0.5, v_uv.y)');
    expect(visibleSize(540, 480)).toEqual({ width: 270, height: 480 });
  });

  it('sets up both shaders, the quad and a clamped, non-mipmapped texture, then draws each frame', () => {
    const { gl, calls } = fakeGl();
    const renderer = createAlphaVideoRenderer(gl);
    const sources = calls.filter(([n]) => n === 'shaderSource').map(([, a]) => a[1]);
    expect(sources).toHaveLength(2);
    expect(calls.find(([n]) => n === 'bufferData')?.[1][1]).toBe(QUAD);
    const params = calls.filter(([n]) => n === 'texParameteri').map(([, a]) => [a[1], a[2]]);
    expect(params).toEqual([
      [9, 11],
      [10, 11],
      [12, 14],
      [13, 14],
    ]);
    calls.length = 0;
    renderer.draw({ videoWidth: 540, videoHeight: 480 } as unknown as HTMLVideoElement);
    expect(calls.map(([n]) => n)).toEqual(['viewport', 'clear', 'texImage2D', 'drawArrays']);
    calls.length = 0;
    renderer.draw({ videoWidth: 0, videoHeight: 0 } as unknown as HTMLVideoElement);
    expect(calls).toEqual([]);
  });

  it('throws when a shader does not compile or the program does not link (the caller falls back)', () => {
    expect(() => createAlphaVideoRenderer(fakeGl({ compiles: false }).gl)).toThrow(/does not compile/);
    expect(() => createAlphaVideoRenderer(fakeGl({ links: false }).gl)).toThrow(/does not link/);
  });
});
