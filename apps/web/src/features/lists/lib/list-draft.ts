import type { ContentItem, ListDetail, ListPrivacy, UpdateListInput } from '@pepites/contracts';

/**
 * What the creator has changed on the edit page and not saved yet: everything on the page is one
 * draft, sent on Save and dropped on Cancel (decision 025).
 */
export interface ListDraft {
  title: string;
  description: string;
  privacy: ListPrivacy;
  /** Item ids in the order shown. */
  order: number[];
  /** Notes typed for items, by item id (null or '' removes the note). */
  notes: Record<number, string | null>;
  /** Items the creator removed (after its confirmation). */
  removed: number[];
}

/** What Save still has to send, compared with what the server has now. */
export interface PendingChanges {
  fields: UpdateListInput | null;
  removals: number[];
  notes: Array<{ contentId: number; note: string | null }>;
  /** Every remaining item id in its new order, or null when the order did not change. */
  order: number[] | null;
}

export function draftOf(list: ListDetail): ListDraft {
  return {
    title: list.title,
    description: list.description,
    privacy: list.privacy,
    order: list.content.map((item) => item.id),
    notes: {},
    removed: [],
  };
}

const cleanNote = (note: string | null | undefined) => (note?.trim() ? note.trim() : null);

/** The items as the draft shows them: its order, without the removed ones, with the notes typed. */
export function draftItems(list: ListDetail, draft: ListDraft): ContentItem[] {
  const byId = new Map(list.content.map((item) => [item.id, item]));
  // An item the server has and the draft does not know (added in another tab) comes last.
  const ids = [
    ...draft.order.filter((id) => byId.has(id)),
    ...list.content.map((item) => item.id).filter((id) => !draft.order.includes(id)),
  ];
  return ids
    .filter((id) => !draft.removed.includes(id))
    .map((id) => {
      const item = byId.get(id) as ContentItem;
      return id in draft.notes ? { ...item, note: cleanNote(draft.notes[id]) } : item;
    });
}

/**
 * Only what differs from the server's list: after a Save that stopped half-way (and the list fetched
 * again), Save sends the rest and nothing twice.
 */
export function pendingChanges(list: ListDetail, draft: ListDraft): PendingChanges {
  const title = draft.title.trim();
  const description = draft.description.trim();
  const fieldsChanged = title !== list.title || description !== list.description || draft.privacy !== list.privacy;
  const serverIds = list.content.map((item) => item.id);
  const removals = draft.removed.filter((id) => serverIds.includes(id));
  const kept = draftItems(list, draft);
  const notes = kept
    .filter(
      (item) =>
        item.id in draft.notes && item.note !== cleanNote(list.content.find((server) => server.id === item.id)?.note),
    )
    .map((item) => ({ contentId: item.id, note: item.note }));
  const newOrder = kept.map((item) => item.id);
  const serverOrder = serverIds.filter((id) => !removals.includes(id));
  const orderChanged = newOrder.some((id, index) => id !== serverOrder[index]);
  return {
    fields: fieldsChanged ? { title, description, privacy: draft.privacy } : null,
    removals,
    notes,
    order: orderChanged ? newOrder : null,
  };
}

export function hasPendingChanges(changes: PendingChanges): boolean {
  return changes.fields !== null || changes.removals.length > 0 || changes.notes.length > 0 || changes.order !== null;
}
