import { useMutation } from '@tanstack/react-query';
import { uploadPicture } from '@/lib/api/upload';

export function useUploadPicture() {
  return useMutation({ mutationFn: (file: File) => uploadPicture(file) });
}
