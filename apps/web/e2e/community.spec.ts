import type { Browser, Page } from '@playwright/test';
import {
  ADMIN,
  API_HEADERS,
  expect,
  setLanguage,
  setTheme,
  signUpAndLogIn,
  test,
  uniqueUser,
  type E2eLang,
} from './fixtures';
import { escapeRegExp, ownClientIp, useClientIp } from './helpers/accounts';
import { addItemThroughApi, createListThroughApi, shownTitle, TITLES } from './helpers/lists';
import type { E2eTheme } from './helpers/preferences';

/** The words of follows, the feed, comments, reports and lists made together, per language. */
const copy = {
  fr: {
    follow: (name: string) => `Suivre ${name}`,
    feed: "Fil d'actualité",
    created: (title: string) => `a créé la liste « ${title} »`,
    comment: 'Votre commentaire',
    spoilerCheck: 'Contient des spoilers',
    post: 'Publier',
    posted: 'Commentaire publié.',
    commentBy: (name: string) => `Commentaire de ${name}`,
    showSpoiler: 'Révéler le spoiler',
    hideSpoiler: 'Masquer le spoiler',
    mentioned: (name: string, list: string) => `${name} vous a mentionné sous la liste « ${list} ».`,
    report: (name: string) => `Signaler le commentaire de ${name}`,
    reportTitle: 'Signaler ce commentaire',
    abuse: 'Insulte ou harcèlement',
    sendReport: 'Envoyer le signalement',
    reported: 'Merci, le signalement est transmis à la modération.',
    reports: 'Signalements',
    deleteComment: 'Supprimer le commentaire',
    commentDeleted: 'Commentaire supprimé, signalements clos.',
    editTogether: 'Modifier à plusieurs',
    editorName: "Nom d'utilisateur du membre",
    invite: 'Inviter',
    invited: 'Invitation envoyée.',
    pending: 'Invitation en attente',
    invitation: 'Invitation',
    accept: 'Accepter',
    accepted: 'Vous modifiez maintenant cette liste.',
    editorBanner: (creator: string) => `Vous modifiez cette liste avec ${creator}.`,
    contributors: 'Faite à plusieurs',
    oneAdded: '1 titre ajouté',
    addedBy: (name: string) => `ajouté par ${name}`,
  },
  en: {
    follow: (name: string) => `Follow ${name}`,
    feed: 'Feed',
    created: (title: string) => `created the list “${title}”`,
    comment: 'Your comment',
    spoilerCheck: 'Contains spoilers',
    post: 'Post',
    posted: 'Comment posted.',
    commentBy: (name: string) => `Comment by ${name}`,
    showSpoiler: 'Show spoiler',
    hideSpoiler: 'Hide spoiler',
    mentioned: (name: string, list: string) => `${name} mentioned you under the list “${list}”.`,
    report: (name: string) => `Report ${name}'s comment`,
    reportTitle: 'Report this comment',
    abuse: 'Abuse or harassment',
    sendReport: 'Send the report',
    reported: 'Thank you, the report has been sent to moderation.',
    reports: 'Reported comments',
    deleteComment: 'Delete comment',
    commentDeleted: 'Comment deleted, reports closed.',
    editTogether: 'Edit together',
    editorName: "Member's username",
    invite: 'Invite',
    invited: 'Invitation sent.',
    pending: 'Invitation pending',
    invitation: 'Invitation',
    accept: 'Accept',
    accepted: 'You now edit this list.',
    editorBanner: (creator: string) => `You edit this list with ${creator}.`,
    contributors: 'Made together',
    oneAdded: '1 title added',
    addedBy: (name: string) => `added by ${name}`,
  },
} as const;

/** Another member in a browser context of their own (own cookies, own client address), in the test's language and theme. */
async function otherMember(browser: Browser, baseURL: string | undefined, lang: E2eLang, theme: E2eTheme) {
  const context = await browser.newContext({ baseURL, locale: lang === 'fr' ? 'fr-FR' : 'en-US' });
  await useClientIp(context, ownClientIp());
  const page = await context.newPage();
  await setLanguage(page, lang);
  await setTheme(page, theme);
  const user = uniqueUser();
  const id = await signUpAndLogIn(page, user);
  return { context, page, user, id };
}

async function commentThroughApi(page: Page, listId: number, body: string): Promise<void> {
  const response = await page.request.post(`/api/list/${listId}/comments`, {
    headers: API_HEADERS,
    data: { body, spoiler: false },
  });
  expect(response.status()).toBe(201);
}

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;

for (const [lang, theme] of [
  ['fr', 'dark'],
  ['en', 'light'],
] as const) {
  const t = copy[lang];

  test.describe(`community in ${lang} (${theme})`, () => {
    test.beforeEach(async ({ page }) => {
      await setLanguage(page, lang);
      await setTheme(page, theme);
    });

    test('follow a member from their page and find their next public list in the feed', async ({
      page,
      browser,
      baseURL,
      axe,
    }) => {
      await signUpAndLogIn(page, uniqueUser());
      const creator = await otherMember(browser, baseURL, lang, theme);

      await page.goto(`/browseLists/${creator.id}`);
      const follow = page.getByRole('button', { name: t.follow(creator.user.username) });
      await expect(follow).toHaveAttribute('aria-pressed', 'false');
      await follow.click();
      await expect(follow).toHaveAttribute('aria-pressed', 'true');

      const title = unique('Suivie');
      const listId = await createListThroughApi(creator.page, creator.id, { title });
      await creator.context.close();

      await page.goto('/feed');
      await expect(page.getByRole('heading', { level: 1, name: t.feed })).toBeVisible();
      const event = page.getByRole('article').filter({ hasText: t.created(title) });
      await expect(event.getByRole('link', { name: creator.user.username, exact: true })).toHaveAttribute(
        'href',
        `/browseLists/${creator.id}`,
      );
      await expect(event.getByRole('link', { name: new RegExp(`^${escapeRegExp(title)},`) })).toHaveAttribute(
        'href',
        `/listDetails/${listId}`,
      );
      await axe.expectNoSeriousA11yViolations();
    });

    test("a spoiler comment with an @mention stays hidden until shown, and lights the mentioned member's bell", async ({
      page,
      browser,
      baseURL,
      axe,
    }) => {
      test.setTimeout(60_000);
      const commenter = uniqueUser();
      await signUpAndLogIn(page, commenter);
      const owner = await otherMember(browser, baseURL, lang, theme);
      const title = unique('Commentée');
      const listId = await createListThroughApi(owner.page, owner.id, { title });
      await owner.context.close();

      const mentioned = await otherMember(browser, baseURL, lang, theme);
      await mentioned.page.goto(`/listDetails/${listId}`);
      await expect(mentioned.page.getByTestId('notification-bell')).toBeVisible();
      await expect(mentioned.page.getByTestId('notification-dot')).toHaveCount(0);

      const secret = `Tout finit dans la neige ${Date.now().toString(36)}`;
      await page.goto(`/listDetails/${listId}`);
      await page.getByRole('textbox', { name: t.comment }).fill(`@${mentioned.user.username} ${secret}`);
      await page.getByRole('checkbox', { name: t.spoilerCheck }).click();
      await page.getByRole('button', { name: t.post }).click();
      await expect(page.getByText(t.posted)).toBeVisible();

      const comment = page.getByRole('article', { name: t.commentBy(commenter.username) });
      const reveal = comment.getByRole('button', { name: t.showSpoiler });
      await expect(reveal).toHaveAttribute('aria-expanded', 'false');
      await expect(comment.getByText(secret)).toHaveCount(0);
      await reveal.click();
      await expect(comment.getByText(secret)).toBeVisible();
      await expect(comment.getByText(`@${mentioned.user.username}`, { exact: true })).toBeVisible();
      await expect(comment.getByRole('button', { name: t.hideSpoiler })).toHaveAttribute('aria-expanded', 'true');
      await axe.expectNoSeriousA11yViolations();

      // The stream delivers it while the mentioned member's page stays open.
      await expect(mentioned.page.getByTestId('notification-dot')).toBeVisible();
      await mentioned.page.getByTestId('notification-bell').click();
      await expect(mentioned.page).toHaveURL(new RegExp(`/notifications/${mentioned.id}$`));
      const row = mentioned.page.getByRole('button', {
        name: new RegExp(escapeRegExp(t.mentioned(commenter.username, title))),
      });
      await expect(row.getByTestId('unread-dot')).toBeVisible();
      await axe.expectNoSeriousA11yViolations(mentioned.page);
      await mentioned.context.close();
    });

    test('a reported comment removed by the admin from the reports table is gone from the list', async ({
      page,
      browser,
      baseURL,
      axe,
    }) => {
      // Four members (one of them the admin) and the dashboard's axe check: more than the default 30 s on a busy machine.
      test.setTimeout(60_000);
      const owner = await otherMember(browser, baseURL, lang, theme);
      const title = unique('Signalée');
      const listId = await createListThroughApi(owner.page, owner.id, { title });
      await owner.context.close();
      const author = await otherMember(browser, baseURL, lang, theme);
      const body = `Un commentaire déplacé ${Date.now().toString(36)}`;
      await commentThroughApi(author.page, listId, body);
      await author.context.close();

      await signUpAndLogIn(page, uniqueUser());
      await page.goto(`/listDetails/${listId}`);
      const comment = page.getByRole('article', { name: t.commentBy(author.user.username) });
      await expect(comment.getByText(body)).toBeVisible();
      await comment.getByRole('button', { name: t.report(author.user.username) }).click();
      const dialog = page.getByRole('dialog', { name: t.reportTitle });
      await dialog.getByRole('radio', { name: t.abuse }).check();
      await dialog.getByRole('button', { name: t.sendReport }).click();
      await expect(page.getByText(t.reported)).toBeVisible();
      await expect(dialog).toBeHidden();

      const admin = await browser.newContext({ baseURL, locale: lang === 'fr' ? 'fr-FR' : 'en-US' });
      await useClientIp(admin, ownClientIp());
      const adminPage = await admin.newPage();
      await setLanguage(adminPage, lang);
      await setTheme(adminPage, theme);
      const login = await adminPage.request.post('/api/login', { headers: API_HEADERS, data: ADMIN });
      expect(login.status()).toBe(200);
      await adminPage.goto('/adminDashboard');
      const reports = adminPage.getByRole('table', { name: t.reports, exact: true });
      const row = reports.getByRole('row').filter({ hasText: body });
      await expect(row).toContainText(author.user.username);
      await expect(row).toContainText(t.abuse);
      await row.getByRole('button', { name: t.deleteComment }).click();
      await adminPage.getByRole('dialog').getByRole('button', { name: t.deleteComment }).click();
      await expect(adminPage.getByText(t.commentDeleted)).toBeVisible();
      await expect(row).toHaveCount(0);
      await axe.expectNoSeriousA11yViolations(adminPage);
      await admin.close();

      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('article', { name: t.commentBy(author.user.username) })).toHaveCount(0);
      await expect(page.getByText(body)).toHaveCount(0);
      await axe.expectNoSeriousA11yViolations();
    });

    test('a list made together: invited from the dialog, accepted from the banner, its contributors shown', async ({
      page,
      browser,
      baseURL,
      axe,
    }) => {
      test.setTimeout(60_000);
      const creator = uniqueUser();
      const creatorId = await signUpAndLogIn(page, creator);
      const title = unique('À plusieurs');
      const listId = await createListThroughApi(page, creatorId, { title });
      await addItemThroughApi(page, listId, TITLES.godfather);
      const editor = await otherMember(browser, baseURL, lang, theme);

      await page.goto(`/listDetails/${listId}`);
      await page.getByRole('button', { name: t.editTogether }).click();
      const dialog = page.getByRole('dialog', { name: t.editTogether });
      await dialog.getByLabel(t.editorName).fill(editor.user.username);
      await dialog.getByRole('button', { name: t.invite }).click();
      await expect(page.getByText(t.invited)).toBeVisible();
      await expect(dialog.getByRole('listitem').filter({ hasText: editor.user.username })).toContainText(t.pending);
      await axe.expectNoSeriousA11yViolations();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      await editor.page.goto(`/listDetails/${listId}`);
      const invitation = editor.page.getByRole('region', { name: t.invitation });
      await invitation.getByRole('button', { name: t.accept }).click();
      await expect(editor.page.getByText(t.accepted)).toBeVisible();
      await expect(editor.page.getByText(t.editorBanner(creator.username))).toBeVisible();
      await addItemThroughApi(editor.page, listId, TITLES.spirited);
      await editor.context.close();

      await page.reload();
      const contributors = page.getByRole('region', { name: t.contributors });
      const creatorChip = contributors.getByRole('listitem').filter({ hasText: creator.username });
      const editorChip = contributors.getByRole('listitem').filter({ hasText: editor.user.username });
      await expect(creatorChip).toContainText(t.oneAdded);
      await expect(editorChip).toContainText(t.oneAdded);
      await expect(page.getByText(t.addedBy(editor.user.username), { exact: true })).toBeVisible();
      await expect(page.getByText(t.addedBy(creator.username), { exact: true })).toBeVisible();
      await expect(page.getByText(shownTitle(TITLES.spirited, lang)).first()).toBeVisible();
      await axe.expectNoSeriousA11yViolations();
    });
  });
}
