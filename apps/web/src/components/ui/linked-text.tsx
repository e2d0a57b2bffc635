import type { ReactNode } from 'react';
import { cn, focusRing } from './cn';

/** An address written in the text: http or https only, so no other scheme ever becomes a link. */
const URL_PATTERN = /https?:\/\/[^\s<>"']+/giu;
/**
 * A member's name after @, not glued to a word before it (an email address is no mention), with the
 * characters the server reads mentions with; a dot or dash after it ends the sentence.
 */
const MENTION_PATTERN = /(?<![\p{L}\p{M}\p{Nd}_.@-])@[\p{L}\p{M}\p{Nd}_.-]*[\p{L}\p{M}\p{Nd}_]/gu;
/** Punctuation that ends a sentence rather than the address it follows. */
const TRAILING_PUNCTUATION = /[.,;:!?)\]}'"»]+$/u;

type Piece = { kind: 'text' | 'mention'; text: string } | { kind: 'link'; text: string };

function splitMentions(text: string): Piece[] {
  const pieces: Piece[] = [];
  let last = 0;
  for (const match of text.matchAll(MENTION_PATTERN)) {
    if (match.index > last) pieces.push({ kind: 'text', text: text.slice(last, match.index) });
    pieces.push({ kind: 'mention', text: match[0] });
    last = match.index + match[0].length;
  }
  if (last < text.length) pieces.push({ kind: 'text', text: text.slice(last) });
  return pieces;
}

/** The text cut into plain runs, http(s) addresses and @names, in order. */
function splitLinkedText(text: string): Piece[] {
  const pieces: Piece[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0].replace(TRAILING_PUNCTUATION, '');
    pieces.push(...splitMentions(text.slice(last, match.index)));
    pieces.push({ kind: 'link', text: url });
    last = match.index + url.length;
  }
  pieces.push(...splitMentions(text.slice(last)));
  return pieces;
}

/**
 * A member's plain text as React nodes (docs/decisions/038-community.md): line breaks kept,
 * addresses made links that pass no ranking nor the opener, @names emphasised. Nothing in the text
 * is ever read as markup: every piece is a text node.
 */
export function LinkedText({ text, className }: { text: string; className?: string }) {
  return (
    <p className={cn('whitespace-pre-line [overflow-wrap:anywhere]', className)}>
      {splitLinkedText(text).map((piece, index) => renderPiece(piece, index))}
    </p>
  );
}

function renderPiece(piece: Piece, key: number): ReactNode {
  if (piece.kind === 'link')
    return (
      <a
        key={key}
        href={piece.text}
        target="_blank"
        rel="nofollow ugc noopener"
        className={cn('rounded text-accent underline underline-offset-2 hover:no-underline', focusRing)}
      >
        {piece.text}
      </a>
    );
  if (piece.kind === 'mention')
    return (
      <strong key={key} className="font-semibold text-fg">
        {piece.text}
      </strong>
    );
  return piece.text;
}
