/**
 * Argument builders for every ffmpeg command line the service runs, in one place so each can be read (and
 * tested) as the command an operator would type.
 */

/** FLV from our stdin, as fast as it arrives (no probing delay beyond what the headers need). */
export function flvStdinInput(): string[] {
  return [
    '-fflags',
    '+genpts+nobuffer',
    '-probesize',
    '500000',
    '-analyzeduration',
    '1000000',
    '-f',
    'flv',
    '-i',
    'pipe:0',
  ];
}

/** Options of the live HLS output. */
interface HlsOutput {
  dir: string;
  segmentSeconds: number;
  listSize: number;
}

/**
 * HLS without re-encoding: segments cut at keyframes (so their length is the encoder's GOP), a program date
 * time on each so latency can be measured, old segments deleted, and media sequence numbers taken from the
 * clock so a stream that drops and returns continues the numbering players already saw.
 */
export function hlsOutput(o: HlsOutput): string[] {
  return [
    '-map',
    '0:v?',
    '-map',
    '0:a?',
    '-c',
    'copy',
    '-f',
    'hls',
    '-hls_time',
    String(o.segmentSeconds),
    '-hls_list_size',
    String(o.listSize),
    '-hls_flags',
    'delete_segments+program_date_time+independent_segments+omit_endlist',
    '-hls_start_number_source',
    'epoch',
    '-hls_segment_filename',
    `${o.dir}/seg-%d.ts`,
    `${o.dir}/index.m3u8`,
  ];
}

/** Options of the recording output. */
interface RecordOutput {
  /** Pattern with %05d, e.g. recordings/room-1/20260101-120000-%05d.ts */
  pattern: string;
  /** CSV list ffmpeg appends to as each segment closes: name,start,end. */
  listFile: string;
  segmentSeconds: number;
}

/** Recording as MPEG-TS segments: a kill loses at most the segment being written, which stays playable. */
export function recordOutput(o: RecordOutput): string[] {
  return [
    '-map',
    '0:v?',
    '-map',
    '0:a?',
    '-c',
    'copy',
    '-f',
    'segment',
    '-segment_time',
    String(o.segmentSeconds),
    '-segment_format',
    'mpegts',
    '-segment_list',
    o.listFile,
    '-segment_list_type',
    'csv',
    '-reset_timestamps',
    '1',
    o.pattern,
  ];
}

/** One JPEG from the FLV on stdin (header, codec header and one keyframe). */
export function coverArgs(outFile: string, width = 640): string[] {
  return [
    '-f',
    'flv',
    '-i',
    'pipe:0',
    '-frames:v',
    '1',
    '-an',
    '-vf',
    `scale=${width}:-2`,
    '-q:v',
    '5',
    '-y',
    outFile,
  ];
}

/** The SD rendition: video scaled to 360 lines (never up), audio copied, FLV out on stdout. */
export function sdTranscodeArgs(): string[] {
  return [
    ...flvStdinInput(),
    '-map',
    '0:v',
    '-map',
    '0:a?',
    '-vf',
    "scale=-2:'min(360,ih)'",
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-tune',
    'zerolatency',
    '-profile:v',
    'main',
    '-b:v',
    '600k',
    '-maxrate',
    '700k',
    '-bufsize',
    '1400k',
    // A keyframe every second whatever the frame rate, so SD HLS segments are 1 s too.
    '-force_key_frames',
    'expr:gte(t,n_forced*1)',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'copy',
    '-f',
    'flv',
    'pipe:1',
  ];
}
