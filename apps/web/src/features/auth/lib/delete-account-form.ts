import { zodResolver } from '@hookform/resolvers/zod';
import { deleteAccountInputSchema, type DeleteAccountInput } from '@pepites/contracts';
import type { Resolver } from 'react-hook-form';
import { ApiRequestError } from '../../../lib/api-client';

export type DeleteAccountFormValues = DeleteAccountInput;

/** The server's own rules (password given, confirmation at most a name long), checked before sending. */
export const deleteAccountResolver = zodResolver(deleteAccountInputSchema, undefined, {
  raw: true,
}) as unknown as Resolver<DeleteAccountFormValues>;

/** Whether the confirmation names the account, as the server compares it: trimmed, in any case. */
export function confirmsName(typed: string, userName: string): boolean {
  return typed.trim().toLowerCase() === userName.toLowerCase();
}

/** The server's field messages (a wrong password, a confirmation that is not the name), by field. */
export function serverDeleteErrors(error: unknown): Partial<Record<keyof DeleteAccountFormValues, string>> {
  if (!(error instanceof ApiRequestError) || !error.fields) return {};
  const { password, confirm } = error.fields;
  return { ...(password && { password }), ...(confirm && { confirm }) };
}
