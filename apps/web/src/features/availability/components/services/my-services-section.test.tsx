import type { MyServices, Provider } from '@pepites/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { APPLE_TV, attribution, CANAL, NETFLIX } from '../../../../testing/availability-factories';
import { renderRoute } from '../../../../testing/render-route';
import { setupTestServer } from '../../../../testing/test-server';
import { MyServicesSection } from './my-services-section';

const DISNEY: Provider = { provider_id: 337, provider_name: 'Disney Plus', logo_path: null };
const CRUNCHYROLL: Provider = { provider_id: 283, provider_name: 'Crunchyroll', logo_path: null };
const HULU: Provider = { provider_id: 15, provider_name: 'Hulu', logo_path: null };
/** Each country's services for movies and for shows (Crunchyroll only for shows, Apple TV only for movies). */
const catalogue: Record<string, Record<'movie' | 'tv', Provider[]>> = {
  FR: { movie: [NETFLIX, CANAL, APPLE_TV], tv: [CANAL, NETFLIX, CRUNCHYROLL] },
  US: { movie: [NETFLIX, HULU], tv: [HULU, DISNEY] },
};

const server = setupTestServer();
const saved: unknown[] = [];
function answer(services: MyServices) {
  saved.length = 0;
  server.use(
    http.get('/api/account/services', () => HttpResponse.json({ services, attribution })),
    http.get('/api/catalog/regions', () =>
      HttpResponse.json({
        results: ['FR', 'US'].map((code) => ({ iso_3166_1: code, english_name: code, native_name: code })),
      }),
    ),
    http.get('/api/catalog/watch-providers/:kind', ({ params, request }) => {
      const region = new URL(request.url).searchParams.get('region') ?? '';
      return HttpResponse.json({ results: catalogue[region]?.[params.kind as 'movie' | 'tv'] ?? [] });
    }),
    http.put('/api/account/services', async ({ request }) => {
      const body = (await request.json()) as { region: string; provider_ids: number[] };
      saved.push(body);
      const all = [...catalogue.FR!.movie, ...catalogue.FR!.tv, ...catalogue.US!.movie, ...catalogue.US!.tv];
      const providers = body.provider_ids.map((id) => all.find((provider) => provider.provider_id === id)!);
      return HttpResponse.json({
        message: 'Vos services sont enregistrés.',
        services: { region: body.region, providers, saved: true },
        attribution,
      });
    }),
  );
}

const choices = () => screen.getByRole('group', { name: /Services proposés|Services available/ });

it("offers the country's movie and show services once each, and saves the ones ticked in their order", async () => {
  answer({ region: 'FR', providers: [], saved: false });
  const { user } = await renderRoute(<MyServicesSection />, { url: '/userProfile', path: '/userProfile' });
  expect(await screen.findByText(/Pas encore enregistré/)).toBeInTheDocument();
  const boxes = await within(
    await screen.findByRole('group', { name: 'Services proposés dans ce pays' }),
  ).findAllByRole('checkbox');
  expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual([
    'NNetflix',
    'CCanal+',
    'AApple TV',
    'CCrunchyroll',
  ]);
  await user.click(within(choices()).getByRole('checkbox', { name: /Crunchyroll/ }));
  await user.click(within(choices()).getByRole('checkbox', { name: /Netflix/ }));
  expect(screen.getByText('2 services choisis (au plus 30)')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Enregistrer mes services' }));
  await waitFor(() => expect(saved).toEqual([{ region: 'FR', provider_ids: [283, 8] }]));
  expect(await screen.findByText('Vos services sont enregistrés.')).toBeInTheDocument();
  expect(screen.queryByText(/Pas encore enregistré/)).not.toBeInTheDocument();
});

it('finds a service by name, blind to case and accents, and says when none matches', async () => {
  answer({ region: 'FR', providers: [NETFLIX], saved: true });
  const { user } = await renderRoute(<MyServicesSection />, { lang: 'en' });
  await within(await screen.findByRole('group', { name: 'Services available in this country' })).findAllByRole(
    'checkbox',
  );
  const search = screen.getByRole('searchbox', { name: 'Search for a service' });
  await user.type(search, 'CANAL');
  expect(within(choices()).getAllByRole('checkbox')).toHaveLength(1);
  expect(within(choices()).getByRole('checkbox', { name: /Canal\+/ })).not.toBeChecked();
  await user.clear(search);
  await user.type(search, 'zzz');
  expect(screen.getByText('No service matches “zzz”.')).toBeInTheDocument();
});

it('removes a chosen service from its chip, and starts afresh in another country', async () => {
  answer({ region: 'FR', providers: [NETFLIX, CANAL], saved: true });
  const { user } = await renderRoute(<MyServicesSection />, { lang: 'en' });
  await user.click(await screen.findByRole('button', { name: 'Remove Netflix' }));
  expect(screen.queryByRole('button', { name: 'Remove Netflix' })).not.toBeInTheDocument();
  expect(screen.getByText('1 service chosen (at most 30)')).toBeInTheDocument();

  const country = screen.getByRole('combobox', { name: 'Country' });
  await user.click(country);
  await user.click(await screen.findByRole('option', { name: /United States/ }));
  expect(await within(choices()).findByRole('checkbox', { name: /Hulu/ })).toBeInTheDocument();
  expect(screen.getByText('No service chosen yet.')).toBeInTheDocument();
  await user.click(within(choices()).getByRole('checkbox', { name: /Disney Plus/ }));
  await user.click(screen.getByRole('button', { name: 'Save my services' }));
  await waitFor(() => expect(saved).toEqual([{ region: 'US', provider_ids: [337] }]));
});

it("says why a save was refused, keeping the member's choice", async () => {
  answer({ region: 'FR', providers: [], saved: false });
  server.use(
    http.put('/api/account/services', () =>
      HttpResponse.json(
        { message: "Ce service n'est pas proposé dans ce pays.", code: 'validation_error' },
        { status: 400 },
      ),
    ),
  );
  const { user } = await renderRoute(<MyServicesSection />);
  await user.click(
    await within(await screen.findByRole('group', { name: /Services proposés/ })).findByRole('checkbox', {
      name: /Netflix/,
    }),
  );
  await user.click(screen.getByRole('button', { name: 'Enregistrer mes services' }));
  expect(
    await screen.findByText("Vos services n'ont pas pu être enregistrés. Ce service n'est pas proposé dans ce pays."),
  ).toBeInTheDocument();
  expect(within(choices()).getByRole('checkbox', { name: /Netflix/ })).toBeChecked();
});

it('offers a retry when the services cannot be loaded', async () => {
  let calls = 0;
  answer({ region: 'FR', providers: [], saved: false });
  server.use(
    http.get('/api/account/services', () => {
      calls += 1;
      return calls === 1
        ? HttpResponse.json({ message: 'Le serveur ne répond pas.', code: 'internal_error' }, { status: 500 })
        : HttpResponse.json({ services: { region: 'FR', providers: [], saved: false }, attribution });
    }),
  );
  const { user } = await renderRoute(<MyServicesSection />);
  expect(await screen.findByText('Le serveur ne répond pas.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Réessayer' }));
  expect(await screen.findByRole('button', { name: 'Enregistrer mes services' })).toBeInTheDocument();
});
