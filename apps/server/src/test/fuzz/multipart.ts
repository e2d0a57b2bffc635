import { crc32 } from 'node:zlib';
import type { Random } from './prng.js';
import type { RawBody } from './raw-bodies.js';

/** A real 2×2 PNG: the one upload that should succeed. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWNw6Tjj0nGGAUIBACqOBmEEkc2bAAAAAElFTkSuQmCC',
  'base64',
);

/** The same PNG claiming to be 100,000 × 100,000 pixels (a decompression bomb's header), CRC fixed. */
function bombPng(): Buffer {
  const png = Buffer.from(TINY_PNG);
  png.writeUInt32BE(100_000, 16);
  png.writeUInt32BE(100_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

interface Part {
  name: string;
  filename?: string;
  type?: string;
  data: Buffer | string;
}

const BOUNDARY = '----pepites-fuzz-boundary';

function partBytes(part: Part): Buffer {
  const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
  const head = `--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`;
  return Buffer.concat([Buffer.from(head), Buffer.from(part.data), Buffer.from('\r\n')]);
}

/** A multipart/form-data body of `parts`; `close` false leaves out the final boundary. */
export function multipartBody(parts: Part[], close = true): { body: Buffer; contentType: string } {
  const end = close ? Buffer.from(`--${BOUNDARY}--\r\n`) : Buffer.alloc(0);
  return {
    body: Buffer.concat([...parts.map(partBytes), end]),
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  };
}

const png = (filename = 'avatar.png'): Part => ({ name: 'file', filename, type: 'image/png', data: TINY_PNG });

const withParts = (mutation: string, parts: Part[], close = true): RawBody => ({
  ...multipartBody(parts, close),
  mutation,
});

/** Every kind of upload the fuzzer sends; the first one is valid. */
function uploadVariants(): RawBody[] {
  return [
    withParts('valid PNG upload', [png()]),
    withParts('two files', [png('a.png'), png('b.png')]),
    withParts('a text file', [{ name: 'file', filename: 'notes.txt', type: 'text/plain', data: 'hello' }]),
    withParts('text named .png', [{ name: 'file', filename: 'a.png', type: 'image/png', data: 'not an image' }]),
    withParts('SVG with script', [
      {
        name: 'file',
        filename: 'a.svg',
        type: 'image/svg+xml',
        data: '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
      },
    ]),
    withParts('GIF header then HTML', [
      { name: 'file', filename: 'a.gif', type: 'image/gif', data: 'GIF89a<script>alert(1)</script>' },
    ]),
    withParts('truncated PNG', [
      { name: 'file', filename: 'a.png', type: 'image/png', data: TINY_PNG.subarray(0, 40) },
    ]),
    withParts('PNG claiming 100,000² pixels', [
      { name: 'file', filename: 'a.png', type: 'image/png', data: bombPng() },
    ]),
    withParts('empty file', [{ name: 'file', filename: 'a.png', type: 'image/png', data: '' }]),
    withParts('file under another field name', [{ ...png(), name: 'avatar' }]),
    withParts('image sent as a plain field', [{ name: 'file', data: TINY_PNG }]),
    withParts('no parts at all', []),
    withParts('seven fields then a file', [
      ...Array.from({ length: 7 }, (_, i) => ({ name: `f${i}`, data: 'x' })),
      png(),
    ]),
    withParts('filename with traversal and NUL', [png('../../etc/passwd\u0000.png')]),
    withParts('4 KB filename', [png(`${'a'.repeat(4096)}.png`)]),
    withParts('unicode filename', [png('аватар\u202egnp.exe')]),
    withParts('no closing boundary', [png()], false),
    withParts('6 MB file', [
      {
        name: 'file',
        filename: 'big.png',
        type: 'image/png',
        data: Buffer.concat([TINY_PNG, Buffer.alloc(6 * 1024 * 1024)]),
      },
    ]),
    { body: multipartBody([png()]).body, contentType: 'multipart/form-data', mutation: 'multipart without boundary' },
    {
      body: multipartBody([png()]).body,
      contentType: 'multipart/form-data; boundary=other',
      mutation: 'boundary mismatch',
    },
    { body: TINY_PNG, contentType: 'image/png', mutation: 'raw PNG body' },
    { body: '{"file":"x"}', contentType: 'application/json', mutation: 'JSON instead of multipart' },
    { body: undefined, contentType: undefined, mutation: 'no body' },
  ];
}

let variants: RawBody[] | undefined;

/** The valid upload about a third of the time (so the handler is reached), a broken one otherwise. */
export function uploadBody(rng: Random): RawBody {
  variants ??= uploadVariants();
  return rng.chance(0.3) ? (variants[0] as RawBody) : rng.pick(variants.slice(1));
}
