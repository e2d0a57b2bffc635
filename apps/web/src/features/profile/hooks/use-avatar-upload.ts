import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../lib/api-client';
import { useUploadAvatar } from '../api/upload-avatar';
import { imageFileError } from '../../../lib/image-file';

export type UploadStatus = 'idle' | 'uploading' | 'done' | 'failed';

/**
 * What the server said about the file: its field message ("Only images are accepted.") rather than
 * the 400's general "Some fields are invalid."; null when the request failed without an answer.
 */
function uploadErrorMessage(cause: unknown): string | null {
  if (!(cause instanceof ApiRequestError) || cause.code === 'network_error') return null;
  return cause.fields?.file ?? cause.fields?.avatar ?? cause.message;
}

/**
 * Checks and sends one image file; while it travels, a local preview shows it at once. The error is
 * a contracts message key (file refused here) or the server's own sentence.
 */
export function useAvatarUpload(onUploaded: (url: string) => void) {
  const { t } = useTranslation('profile');
  const upload = useUploadAvatar();
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<UploadStatus>('idle');
  const previewRef = useRef<string | null>(null);

  const replacePreview = (next: string | null) => {
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    previewRef.current = next;
    setPreview(next);
  };

  useEffect(
    () => () => {
      if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    },
    [],
  );

  const send = (file: File) => {
    const refused = imageFileError(file);
    if (refused) {
      setError(refused);
      setStatus('failed');
      return;
    }
    setError(null);
    setStatus('uploading');
    // Older browsers (and jsdom) have no object URLs: the preview then waits for the upload.
    replacePreview(typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null);
    upload.mutate(file, {
      onSuccess: (url) => {
        setStatus('done');
        onUploaded(url);
      },
      onError: (cause) => {
        setStatus('failed');
        replacePreview(null);
        setError(uploadErrorMessage(cause) ?? t('avatar.uploadError'));
      },
    });
  };

  const reset = () => {
    replacePreview(null);
    setError(null);
    setStatus('idle');
  };

  return { send, reset, preview, error, setError, status };
}
