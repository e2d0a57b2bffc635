import { apiPath, type Lang } from '@pepites/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';

/**
 * Stores the language a signed-in member switched to, so their mails are written in it
 * (docs/product.md#accounts). The switch itself never waits for it: a failure only costs a mail in
 * the previous language, and the next sign-in stores the language again.
 */
export function useSaveAccountLang() {
  return useMutation({
    mutationFn: (lang: Lang) => apiRequest(apiPath.setAccountLang, { body: { lang } }),
    onError: (error) => console.warn('The language could not be stored for mails', error),
  });
}
