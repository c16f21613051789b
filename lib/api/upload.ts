import { uploadCalls } from '@/lib/contract/calls/upload';
import type { UploadResult } from '@/lib/contract/upload';
import { type ApiResult, send } from './client';

/** Uploads one picture (a return's or a comment's photo); the answer names it by id. */
export function uploadPicture(file: File): Promise<ApiResult<UploadResult>> {
  const form = new FormData();
  form.append('file', file);
  return send(uploadCalls.upload, { form });
}
