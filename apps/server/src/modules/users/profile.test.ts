import { eq } from 'drizzle-orm';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads, users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createAdmin, createUser, injectAs, loginAs, signedInUser } from '../../test/auth-helpers.js';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .png()
    .toBuffer();

function multipartBody(field: string, filename: string, bytes: Buffer, type = 'image/png') {
  const boundary = '----pepites-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const remoteImages = setupServer(
  http.get('https://images.example/cat.png', async () =>
    HttpResponse.arrayBuffer(Uint8Array.from(await png(600, 400)).buffer, { headers: { 'content-type': 'image/png' } }),
  ),
  http.get('https://images.example/not-an-image', () =>
    HttpResponse.text('<html>hello</html>', { headers: { 'content-type': 'text/html' } }),
  ),
);

describe('profile update and avatar upload', () => {
  let t: TestApp;
  beforeAll(async () => {
    remoteImages.listen({ onUnhandledRequest: 'bypass' });
    t = await createTestApp();
  });
  afterAll(async () => {
    remoteImages.close();
    await t.close();
  });

  const uploadAvatar = async (cookie: string | undefined, bytes: Buffer, field = 'file') => {
    const body = multipartBody(field, 'me.png', bytes);
    return injectAs(t.app, cookie, { method: 'POST', url: '/api/uploads/avatar', ...body });
  };
  const update = (cookie: string | undefined, userId: number, payload: object, lang = 'fr') =>
    injectAs(t.app, cookie, {
      method: 'PUT',
      url: `/api/update/${userId}`,
      payload,
      headers: { 'accept-language': lang },
    });

  describe('PUT /api/update/:userId', () => {
    it('updates the own profile and answers {message, user}', async () => {
      const user = await signedInUser(t.app);
      const response = await update(
        user.cookie,
        user.id,
        {
          username: 'NewName42',
          country: 'fr',
          city: ' Lyon ',
          catchline: 'Cinéphile',
          introduction: '',
          avatar: null,
        },
        'en',
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        message: 'Your profile has been updated.',
        user: expect.objectContaining({
          id: user.id,
          user_name: 'NewName42',
          country: 'FR',
          city: 'Lyon',
          catchline: 'Cinéphile',
          introduction: null,
          avatar: null,
          email: user.email,
        }),
      });
      const fr = await update(user.cookie, user.id, { username: 'NewName42' });
      expect(fr.json().message).toBe('Votre profil a été mis à jour.');
      expect(fr.json().user.city).toBe('Lyon');
    });

    it('answers 401 to a visitor and 403 for another user, even the admin', async () => {
      const target = await createUser(t.app);
      expect((await update(undefined, target.id, { username: 'whatever1' })).statusCode).toBe(401);
      const other = await signedInUser(t.app);
      const forbidden = await update(other.cookie, target.id, { username: 'whatever1' }, 'en');
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toEqual({ code: 'forbidden', message: 'You are not allowed to do this.' });
      const admin = await createAdmin(t.app);
      expect((await update(await loginAs(t.app, admin), target.id, { username: 'whatever1' })).statusCode).toBe(403);
    });

    it('refuses a taken username (409), the reserved admin (400) and a bad length or country (400)', async () => {
      const taken = await createUser(t.app);
      const user = await signedInUser(t.app);
      const conflict = await update(user.cookie, user.id, { username: taken.user_name.toUpperCase() }, 'en');
      expect(conflict.statusCode).toBe(409);
      expect(conflict.json()).toEqual({
        code: 'username_taken',
        message: 'This username is already taken.',
        fields: { username: 'This username is already taken.' },
      });
      const reserved = await update(user.cookie, user.id, { username: 'Admin' });
      expect(reserved.statusCode).toBe(400);
      expect(reserved.json().fields).toEqual({ username: "Ce nom d'utilisateur est réservé." });
      expect((await update(user.cookie, user.id, { username: 'abc' })).json().fields).toEqual({
        username: "Votre nom d'utilisateur doit contenir entre 5 et 16 caractères.",
      });
      expect(
        (await update(user.cookie, user.id, { username: user.user_name, country: 'France' }, 'en')).json().fields,
      ).toEqual({
        country: 'Choose a country from the list.',
      });
      expect(
        (await update(user.cookie, user.id, { username: user.user_name, city: 'x'.repeat(81) }, 'en')).json().fields,
      ).toEqual({
        city: 'This text is too long.',
      });
    });

    it('lets a user change the case of their own name and the admin keep "admin"', async () => {
      const user = await signedInUser(t.app);
      expect((await update(user.cookie, user.id, { username: user.user_name.toUpperCase() })).statusCode).toBe(200);
      const admin = await createAdmin(t.app);
      const response = await update(await loginAs(t.app, admin), admin.id, { username: 'admin', city: 'Paris' });
      expect(response.statusCode).toBe(200);
      expect(response.json().user).toMatchObject({ user_name: 'admin', role: 'admin', city: 'Paris' });
    });
  });

  describe('avatars', () => {
    it('uploads a 256 px WebP, keeps it on PUT /update and deletes it when replaced or removed', async () => {
      const user = await signedInUser(t.app);
      const uploaded = await uploadAvatar(user.cookie, await png(800, 600));
      expect(uploaded.statusCode).toBe(200);
      const { url } = uploaded.json();
      expect(url).toMatch(/^\/api\/uploads\/[a-f0-9]{32}$/);
      const unchanged = await t.database.db.select({ avatar: users.avatar }).from(users).where(eq(users.id, user.id));
      expect(unchanged).toEqual([{ avatar: null }]);

      const served = await t.app.inject({ method: 'GET', url });
      expect(served.headers['content-type']).toBe('image/webp');
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 });

      expect((await update(user.cookie, user.id, { username: user.user_name, avatar: url })).json().user.avatar).toBe(
        url,
      );
      const absolute = await update(user.cookie, user.id, {
        username: user.user_name,
        avatar: `${t.config.publicUrl}${url}`,
      });
      expect(absolute.json().user.avatar).toBe(url);

      const second = (await uploadAvatar(user.cookie, await png(300, 300))).json().url as string;
      await update(user.cookie, user.id, { username: user.user_name, avatar: second });
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);

      const removed = await update(user.cookie, user.id, { username: user.user_name, avatar: null });
      expect(removed.json().user.avatar).toBeNull();
      expect((await t.app.inject({ method: 'GET', url: second })).statusCode).toBe(404);
    });

    it('fetches an external image URL, stores it as our own upload, and refuses one that is not an image', async () => {
      const user = await signedInUser(t.app);
      const response = await update(user.cookie, user.id, {
        username: user.user_name,
        avatar: 'https://images.example/cat.png',
      });
      expect(response.statusCode).toBe(200);
      const avatar = response.json().user.avatar as string;
      expect(avatar).toMatch(/^\/api\/uploads\/[a-f0-9]{32}$/);
      const [row] = await t.database.db
        .select({ ownerId: uploads.ownerId, width: uploads.width })
        .from(uploads)
        .where(eq(uploads.id, avatar.slice(13)));
      expect(row).toEqual({ ownerId: user.id, width: 256 });

      const notImage = await update(
        user.cookie,
        user.id,
        { username: user.user_name, avatar: 'https://images.example/not-an-image' },
        'en',
      );
      expect(notImage.statusCode).toBe(400);
      expect(notImage.json().fields).toEqual({ avatar: 'Only images are accepted.' });
    });

    it.each([
      'http://127.0.0.1:3102/secret.png',
      'javascript:alert(1)',
      '/etc/passwd',
      '/api/uploads/0123456789abcdef0123456789abcdef',
    ])('refuses the avatar %j with 400', async (avatar) => {
      const user = await signedInUser(t.app);
      const response = await update(user.cookie, user.id, { username: user.user_name, avatar }, 'en');
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ avatar: 'No image could be fetched from this address.' });
    });

    it("refuses someone else's upload as an avatar", async () => {
      const owner = await signedInUser(t.app);
      const url = (await uploadAvatar(owner.cookie, await png(64, 64))).json().url as string;
      const thief = await signedInUser(t.app);
      expect((await update(thief.cookie, thief.id, { username: thief.user_name, avatar: url })).statusCode).toBe(400);
    });

    it('answers 401 to a visitor, 400 for a non-image, 413 above 5 MB, 415 without multipart', async () => {
      expect((await uploadAvatar(undefined, await png(10, 10))).statusCode).toBe(401);
      const user = await signedInUser(t.app);
      const text = await uploadAvatar(user.cookie, Buffer.from('just text, named .png'));
      expect(text.statusCode).toBe(400);
      expect(text.json().fields).toEqual({ file: 'Seules les images sont acceptées.' });
      const big = await uploadAvatar(user.cookie, Buffer.alloc(5 * 1024 * 1024 + 10, 1));
      expect(big.statusCode).toBe(413);
      expect(big.json()).toMatchObject({
        code: 'payload_too_large',
        fields: { file: "L'image ne doit pas dépasser 5 Mo." },
      });
      const wrongField = await uploadAvatar(user.cookie, await png(10, 10), 'picture');
      expect(wrongField.statusCode).toBe(400);
      const json = await injectAs(t.app, user.cookie, {
        method: 'POST',
        url: '/api/uploads/avatar',
        payload: { file: 'x' },
      });
      expect(json.statusCode).toBe(415);
    });
  });
});
