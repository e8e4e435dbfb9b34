import { ApiError } from '../../http/api-error';
import type { UploadKind } from './kinds';

/** The spec's "<kind> size limit" error. */
export function sizeError(kind: UploadKind): ApiError {
  const code = {
    image: 'UPLOAD_IMAGE_SIZE',
    file: 'UPLOAD_FILE_SIZE',
    video: 'UPLOAD_VIDEO_SIZE',
    audio: 'UPLOAD_AUDIO_SIZE',
  } as const;
  return new ApiError(code[kind]);
}

/** The spec's "<kind> type limit" error (plain files have no type limit). */
export function typeError(kind: UploadKind, detail?: string): ApiError {
  if (kind === 'video') return new ApiError('UPLOAD_VIDEO_TYPE', detail);
  if (kind === 'audio') return new ApiError('UPLOAD_AUDIO_TYPE', detail);
  return new ApiError('UPLOAD_IMAGE_TYPE', detail);
}
