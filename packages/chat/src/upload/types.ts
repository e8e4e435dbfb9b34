/** What an upload is for (decides the size limit and what the storage makes from it). */
export type UploadKind = 'image' | 'file' | 'video' | 'audio';

/** One upload the SDK asks the plugin for (on sendMessage of a message created with `{file}`). */
export interface UploadRequest {
  file: Blob;
  kind: UploadKind;
  /** The file's name (a File's name; `upload.<ext>` for a Blob). */
  name: string;
  /** Progress from 0 to 1. */
  onProgress(fraction: number): void;
}

/** A picture the storage made or has (original, large, thumbnail, video snapshot). */
export interface UploadedPicture {
  url: string;
  width: number;
  height: number;
  size: number;
}

/** What the plugin answers: the object's URL, and what the storage made from it. */
export interface UploadResult {
  url: string;
  size: number;
  width?: number;
  height?: number;
  /** Images: shorter side 720 and 198 (spec). */
  large?: UploadedPicture;
  thumb?: UploadedPicture;
  /** Videos: the first frame. */
  snapshot?: UploadedPicture;
  /** Videos and audio: seconds. */
  second?: number;
}

/** The 'tim-upload-plugin' slot: an object (or a class made with `new`) with `upload`. */
export interface UploadPlugin {
  upload(request: UploadRequest): Promise<UploadResult>;
}

/**
 * The 'tim-profanity-filter-plugin' slot: checks a text before it is sent; `found` with the same text refuses the
 * send (3123), a changed text is sent instead (the words replaced).
 */
export interface ProfanityFilterPlugin {
  filter(text: string): { text: string; found: boolean } | Promise<{ text: string; found: boolean }>;
}
