// Draws an alpha-packed video (colour in the left half, alpha as grey in the right half) with transparency, as
// the big live apps do for full-screen gift effects: H.264 has no alpha channel, so the alpha travels as pixels
// and a small WebGL shader puts it back. Each frame is uploaded to one texture and drawn on a full-canvas quad.

/** The vertex shader: a full-canvas quad; texture y runs down as the video's rows do. */
export const VERTEX_SHADER = `
attribute vec2 a_position;
varying vec2 v_uv;
void main() {
  v_uv = vec2((a_position.x + 1.0) * 0.5, (1.0 - a_position.y) * 0.5);
  gl_Position = vec4(a_position, 0.0, 1.0);
}`;

/** The fragment shader: colour from the left half, alpha from the right half's red; premultiplied out. */
export const FRAGMENT_SHADER = `
precision mediump float;
uniform sampler2D u_frame;
varying vec2 v_uv;
void main() {
  vec3 colour = texture2D(u_frame, vec2(v_uv.x * 0.5, v_uv.y)).rgb;
  float alpha = texture2D(u_frame, vec2(0.5 + v_uv.x * 0.5, v_uv.y)).r;
  gl_FragColor = vec4(colour * alpha, alpha);
}`;

/** Two triangles covering the canvas (clip space). */
export const QUAD = new Float32Array([-1, -1, 1, -1, -1, 1, -1, 1, 1, -1, 1, 1]);

/** Where the shader reads a canvas point's colour and alpha in the packed frame (u, v in 0..1). */
export function packedUv(u: number, v: number): { colour: [number, number]; alpha: [number, number] } {
  return { colour: [u * 0.5, v], alpha: [0.5 + u * 0.5, v] };
}

/** The drawable size of one half of a packed frame. */
export function visibleSize(videoWidth: number, videoHeight: number): { width: number; height: number } {
  return { width: Math.floor(videoWidth / 2), height: videoHeight };
}

function compile(gl: WebGLRenderingContext, type: number, source: string): WebGLShader {
  const shader = gl.createShader(type);
  if (!shader) throw new Error('WebGL: no shader');
  gl.shaderSource(shader, source);
  gl.compileShader(shader);
  if (!gl.getShaderParameter(shader, gl.COMPILE_STATUS)) {
    const log = gl.getShaderInfoLog(shader) ?? '';
    gl.deleteShader(shader);
    throw new Error(`WebGL: shader does not compile: ${log}`);
  }
  return shader;
}

/** A program drawing packed frames on one canvas. */
export interface AlphaVideoRenderer {
  /** Uploads the video's current frame and draws it. */
  draw(video: TexImageSource & { videoWidth: number; videoHeight: number }): void;
  /** Frees the GL objects. */
  dispose(): void;
}

/**
 * Sets up the program, the quad and the texture on a WebGL context (a canvas made with `premultipliedAlpha:
 * true`, `alpha: true`). Throws when the shaders do not compile or link (the caller falls back to a banner).
 */
export function createAlphaVideoRenderer(gl: WebGLRenderingContext): AlphaVideoRenderer {
  const program = gl.createProgram();
  if (!program) throw new Error('WebGL: no program');
  const vs = compile(gl, gl.VERTEX_SHADER, VERTEX_SHADER);
  const fs = compile(gl, gl.FRAGMENT_SHADER, FRAGMENT_SHADER);
  gl.attachShader(program, vs);
  gl.attachShader(program, fs);
  gl.linkProgram(program);
  if (!gl.getProgramParameter(program, gl.LINK_STATUS)) {
    throw new Error(`WebGL: program does not link: ${gl.getProgramInfoLog(program) ?? ''}`);
  }
  gl.useProgram(program);
  const buffer = gl.createBuffer();
  gl.bindBuffer(gl.ARRAY_BUFFER, buffer);
  gl.bufferData(gl.ARRAY_BUFFER, QUAD, gl.STATIC_DRAW);
  const position = gl.getAttribLocation(program, 'a_position');
  gl.enableVertexAttribArray(position);
  gl.vertexAttribPointer(position, 2, gl.FLOAT, false, 0, 0);
  const texture = gl.createTexture();
  gl.bindTexture(gl.TEXTURE_2D, texture);
  // Video frames are not powers of two: clamp and linear filtering, no mipmaps (WebGL 1 rules).
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_S, gl.CLAMP_TO_EDGE);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_T, gl.CLAMP_TO_EDGE);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.LINEAR);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, gl.LINEAR);
  gl.uniform1i(gl.getUniformLocation(program, 'u_frame'), 0);
  gl.clearColor(0, 0, 0, 0);
  return {
    draw(video) {
      if (!video.videoWidth) return;
      gl.viewport(0, 0, gl.drawingBufferWidth, gl.drawingBufferHeight);
      gl.clear(gl.COLOR_BUFFER_BIT);
      gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGB, gl.RGB, gl.UNSIGNED_BYTE, video);
      gl.drawArrays(gl.TRIANGLES, 0, 6);
    },
    dispose() {
      gl.deleteTexture(texture);
      gl.deleteBuffer(buffer);
      gl.deleteProgram(program);
      gl.deleteShader(vs);
      gl.deleteShader(fs);
    },
  };
}
