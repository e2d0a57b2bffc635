import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lists } from '../../db/schema/index.js';
import { seedReferenceData } from '../../db/seed/reference.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createAdmin, createUser, type TestUser } from '../../test/auth-helpers.js';
import { addItem, asUser, makeList, newItem } from '../../test/list-helpers.js';

describe('lists: create, read, update, delete', () => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://pepites.example' });
    await seedReferenceData(t.database.db);
    [owner, other, admin] = [await createUser(t.app), await createUser(t.app), await createAdmin(t.app)];
  });
  afterAll(async () => t.close());

  describe('POST /api/list/create/{userId}', () => {
    it('creates a public list with its tags (duplicates collapsed) and answers 201 {message, list:{id}}', async () => {
      const send = await asUser(t.app, owner);
      const response = await send({
        method: 'POST',
        url: `/api/list/create/${owner.id}`,
        headers: { 'accept-language': 'en' },
        payload: {
          title: '  Frissons  ',
          description: 'Pour les nuits blanches',
          tags: [
            { name: 'horror', name_fr: 'horreur' },
            { name: 'horror', name_fr: 'horreur' },
            { name: 'cult', name_fr: 'culte' },
          ],
        },
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ message: 'List created!', list: { id: expect.any(Number) } });
      const detail = await send({
        method: 'GET',
        url: `/api/list/getById/${response.json().list.id}/user/${owner.id}`,
      });
      expect(detail.json().list).toMatchObject({
        title: 'Frissons',
        description: 'Pour les nuits blanches',
        privacy: 'public',
        type: null,
        item_count: 0,
        likes: 0,
        tags: [
          { name: 'horror', name_fr: 'horreur' },
          { name: 'cult', name_fr: 'culte' },
        ],
      });
    });

    it.each([
      [{ title: '' }, 'title', 'The list needs a title.'],
      [{ title: 'x'.repeat(101) }, 'title', 'The title must be at most 100 characters long.'],
      [{ title: 'ok', tags: [{ name: 'spaghetti', name_fr: 'x' }] }, 'tags.0', 'This tag is not in the catalogue.'],
      [
        { title: 'ok', description: 'd'.repeat(1001) },
        'description',
        'The description must be at most 1000 characters long.',
      ],
    ])('refuses %j with 400 on the field', async (payload, field, message) => {
      const send = await asUser(t.app, owner);
      const response = await send({
        method: 'POST',
        url: `/api/list/create/${owner.id}`,
        headers: { 'accept-language': 'en' },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toMatchObject({ [field]: message });
    });

    it('takes identity from the session: another user id is 403, a visitor 401', async () => {
      expect(
        (
          await (
            await asUser(t.app, other)
          )({ method: 'POST', url: `/api/list/create/${owner.id}`, payload: { title: 'x' } })
        ).statusCode,
      ).toBe(403);
      expect(
        (
          await (
            await asUser(t.app, undefined)
          )({ method: 'POST', url: `/api/list/create/${owner.id}`, payload: { title: 'x' } })
        ).statusCode,
      ).toBe(401);
    });
  });

  describe('GET /api/list/getById/{listId}/user/{userId}', () => {
    it('shows a private list to its creator and the admin only; 404 for everyone else, like an unknown id', async () => {
      const id = await makeList(t.app, owner.id, { title: 'Secret', privacy: 'private' });
      const url = `/api/list/getById/${id}/user/0`;
      expect((await (await asUser(t.app, owner))({ method: 'GET', url })).statusCode).toBe(200);
      expect((await (await asUser(t.app, admin))({ method: 'GET', url })).statusCode).toBe(200);
      for (const caller of [other, undefined]) {
        const response = await (await asUser(t.app, caller))({ method: 'GET', url });
        expect(response.statusCode).toBe(404);
        expect(response.body).not.toContain('Secret');
      }
      expect(
        (await (await asUser(t.app, owner))({ method: 'GET', url: '/api/list/getById/2147483647/user/0' })).statusCode,
      ).toBe(404);
    });

    it("gives every item with the caller's seen marks, progress for a signed-in caller, and the share link with its QR code made once", async () => {
      const id = await makeList(t.app, owner.id);
      const seenItem = await addItem(t.app, id, newItem('movie'));
      await addItem(t.app, id, newItem('show'));
      await addItem(t.app, id, newItem('movie'));
      const send = await asUser(t.app, other);
      expect((await send({ method: 'PUT', url: `/api/content/${seenItem}/seen/${other.id}` })).json().seen).toBe(true);

      const { list } = (await send({ method: 'GET', url: `/api/list/getById/${id}/user/${other.id}` })).json();
      expect(list.type).toBe('mixed');
      expect(list.content.map((item: { seen: boolean }) => item.seen)).toEqual([true, false, false]);
      expect(list.completionPercentage).toBe(33);
      expect(list.share_url).toBe(`https://pepites.example/listDetails/${id}`);
      expect(list.qrCodeDataURL).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(Buffer.from(list.qrCodeDataURL.split(',')[1], 'base64').toString()).toMatch(/^<svg [^>]*viewBox/);
      const [stored] = await t.database.db.select({ code: lists.qrCode }).from(lists).where(eq(lists.id, id));
      expect(stored?.code).toBe(list.qrCodeDataURL);

      const visitor = (
        await (
          await asUser(t.app, undefined)
        )({ method: 'GET', url: `/api/list/getById/${id}/user/0` })
      ).json().list;
      expect(visitor.completionPercentage).toBeUndefined();
      expect(visitor.content.every((item: { seen: boolean }) => !item.seen)).toBe(true);
      expect(visitor.qrCodeDataURL).toBe(list.qrCodeDataURL);
    });
  });

  describe('PUT /api/list/update/{listId}', () => {
    it('lets the creator change title, description and privacy', async () => {
      const id = await makeList(t.app, owner.id, { title: 'Avant' });
      const response = await (
        await asUser(t.app, owner)
      )({
        method: 'PUT',
        url: `/api/list/update/${id}`,
        payload: { title: 'Après', description: 'Nouveau', privacy: 'private' },
      });
      expect(response.statusCode).toBe(200);
      const [row] = await t.database.db.select().from(lists).where(eq(lists.id, id));
      expect(row).toMatchObject({ title: 'Après', titleSearch: 'apres', description: 'Nouveau', privacy: 'private' });
    });

    it('is 403 for another user and the admin on a public list, 404 on a private one, 401 for a visitor', async () => {
      const open = await makeList(t.app, owner.id);
      const hidden = await makeList(t.app, owner.id, { privacy: 'private' });
      const payload = { title: 'Hack', description: '', privacy: 'public' };
      expect(
        (await (await asUser(t.app, other))({ method: 'PUT', url: `/api/list/update/${open}`, payload })).statusCode,
      ).toBe(403);
      expect(
        (await (await asUser(t.app, admin))({ method: 'PUT', url: `/api/list/update/${open}`, payload })).statusCode,
      ).toBe(403);
      expect(
        (await (await asUser(t.app, other))({ method: 'PUT', url: `/api/list/update/${hidden}`, payload })).statusCode,
      ).toBe(404);
      expect(
        (await (await asUser(t.app, undefined))({ method: 'PUT', url: `/api/list/update/${open}`, payload }))
          .statusCode,
      ).toBe(401);
    });
  });

  describe('DELETE /api/list/{id}', () => {
    it('lets the creator and the admin delete; another user gets 403 (public) or 404 (private)', async () => {
      const [mine, theirs, hidden] = [
        await makeList(t.app, owner.id),
        await makeList(t.app, owner.id),
        await makeList(t.app, owner.id, { privacy: 'private' }),
      ];
      expect((await (await asUser(t.app, other))({ method: 'DELETE', url: `/api/list/${mine}` })).statusCode).toBe(403);
      expect((await (await asUser(t.app, other))({ method: 'DELETE', url: `/api/list/${hidden}` })).statusCode).toBe(
        404,
      );
      expect((await (await asUser(t.app, owner))({ method: 'DELETE', url: `/api/list/${mine}` })).statusCode).toBe(200);
      expect((await (await asUser(t.app, admin))({ method: 'DELETE', url: `/api/list/${theirs}` })).statusCode).toBe(
        200,
      );
      expect((await (await asUser(t.app, owner))({ method: 'DELETE', url: `/api/list/${mine}` })).statusCode).toBe(404);
    });
  });

  describe("a member's lists and liked lists", () => {
    it('GET /api/lists/getByUserId: private lists only for the member and the admin; paged or whole', async () => {
      const member = await createUser(t.app);
      for (let index = 0; index < 12; index++)
        await makeList(t.app, member.id, { title: `L${index}`, privacy: index % 4 === 0 ? 'private' : 'public' });
      const paged = await (
        await asUser(t.app, member)
      )({ method: 'GET', url: `/api/lists/getByUserId/${member.id}?page=2&limit=10&paginate=true` });
      expect(paged.json()).toMatchObject({ total: 12, page: 2, totalPages: 2 });
      expect(paged.json().results.map((list: { title: string }) => list.title)).toEqual(['L1', 'L0']);
      const seenByOther = await (
        await asUser(t.app, other)
      )({ method: 'GET', url: `/api/lists/getByUserId/${member.id}` });
      expect(seenByOther.json().results).toHaveLength(9);
      expect(seenByOther.json().total).toBeUndefined();
      const seenByAdmin = await (
        await asUser(t.app, admin)
      )({ method: 'GET', url: `/api/lists/getByUserId/${member.id}` });
      expect(seenByAdmin.json().results).toHaveLength(12);
    });

    it('GET /api/user/{userId}/lists: liked lists newest like first, without lists the caller may not see', async () => {
      const fan = await createUser(t.app);
      const [first, second, hidden] = [
        await makeList(t.app, owner.id, { title: 'Premier' }),
        await makeList(t.app, owner.id, { title: 'Second' }),
        await makeList(t.app, owner.id, { title: 'Cachée' }),
      ];
      const send = await asUser(t.app, fan);
      for (const id of [first, hidden, second])
        expect((await send({ method: 'PUT', url: `/api/list/${id}/like/${fan.id}` })).statusCode).toBe(200);
      await (
        await asUser(t.app, owner)
      )({
        method: 'PUT',
        url: `/api/list/update/${hidden}`,
        payload: { title: 'Cachée', description: '', privacy: 'private' },
      });
      const asVisitor = (
        await (
          await asUser(t.app, undefined)
        )({ method: 'GET', url: `/api/user/${fan.id}/lists?page=1&limit=10&paginate=true` })
      ).json();
      expect(asVisitor.lists.map((list: { title: string }) => list.title)).toEqual(['Second', 'Premier']);
      expect(asVisitor.total).toBe(2);
      const asCreator = (
        await (
          await asUser(t.app, owner)
        )({ method: 'GET', url: `/api/user/${fan.id}/lists` })
      ).json();
      expect(asCreator.lists.map((list: { title: string }) => list.title)).toEqual(['Second', 'Cachée', 'Premier']);
    });
  });
});
