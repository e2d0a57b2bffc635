import type { ListEditorsResponse } from '@pepites/contracts';

interface Contributor {
  id: number;
  user_name: string;
  avatar: string | null;
  added_items: number;
  isCreator: boolean;
}

/** The creator, then the editors who accepted (an invitation not answered yet makes no one a contributor). */
export function contributorsOf({ creator, editors }: ListEditorsResponse): Contributor[] {
  return [
    { ...creator, isCreator: true },
    ...editors.filter((editor) => editor.status === 'accepted').map((editor) => ({ ...editor, isCreator: false })),
  ];
}

/** Whether the list is made together: at least one editor has accepted. */
export function isMadeTogether(editors: ListEditorsResponse | undefined): boolean {
  return editors?.editors.some((editor) => editor.status === 'accepted') ?? false;
}

/** Each contributor's name by id, for an item's "added by" (null when the list is made alone). */
export function adderNames(editors: ListEditorsResponse | undefined): Map<number, string> | null {
  if (!editors || !isMadeTogether(editors)) return null;
  return new Map(contributorsOf(editors).map((person) => [person.id, person.user_name]));
}
