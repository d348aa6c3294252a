/**
 * The sandbox's own routes: the control API (scenario, reset, outbox) and the
 * "CDN" that serves flags, icons, game pages, lottery pages and the payment
 * page a deposit redirects to. Not platform calls: scenarios never touch them.
 */
import { type HttpHandler, HttpResponse, http } from 'msw';
import { escapeXml, vendorIcon } from '../fixtures/images';
import { latestDraws } from '../fixtures/lottery';
import type { Sandbox } from '../sandbox/sandbox';
import { isScenarioName, scenarioDescriptions, scenarioNames } from '../sandbox/scenarios';
import { dateTime } from './format';

export const CONTROL_PREFIX = '/__sandbox';

function svg(body: string): Response {
  return new HttpResponse(body, {
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' },
  });
}

function page(title: string, body: string): Response {
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>${escapeXml(title)}</title><style>body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#0f1420;color:#f1f3f8;` +
    `display:grid;place-items:center;min-height:100vh}main{max-width:32rem;padding:2rem;text-align:center}` +
    `a,button{color:#f5c451}code{background:#1c2333;padding:.1rem .3rem;border-radius:4px}` +
    `.balls{display:flex;gap:.4rem;flex-wrap:wrap;justify-content:center}.balls span{background:#f5c451;color:#0f1420;` +
    `border-radius:999px;min-width:2rem;padding:.2rem .4rem;font-weight:700}</style></head><body><main>${body}</main></body></html>`;
  return new HttpResponse(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

function notFound(): Response {
  return new HttpResponse('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
}

function flagHandler(sandbox: Sandbox, prefix: string): HttpHandler {
  return http.get(`*${CONTROL_PREFIX}/cdn${prefix}/TCG_PROD_IMAGES/COUNTRY_FLAG/:file`, ({ params }) => {
    const code = String(params.file ?? '')
      .replace(/\.(png|svg)$/i, '')
      .toUpperCase();
    const country = sandbox.catalogue.countries.find((candidate) => candidate.countryCode === code);
    return country ? svg(country.flag) : notFound();
  });
}

function iconHandler(prefix: string, folder: string): HttpHandler {
  return http.get(`*${CONTROL_PREFIX}/cdn${prefix}/TCG_PROD_IMAGES/${folder}/:file`, ({ params }) => {
    const code = String(params.file ?? '').replace(/\.(png|svg)$/i, '');
    // The icon generator returns a data URI; serve the SVG text behind it.
    const uri = vendorIcon(code, [...code].reduce((hue, char) => hue + char.charCodeAt(0) * 17, 0) % 360);
    return svg(decodeURIComponent(uri.slice('data:image/svg+xml,'.length)));
  });
}

/** The image at a banner's CDN address (`bannerAddress`): the SVG its fixture draws. */
function bannerHandler(sandbox: Sandbox): HttpHandler {
  return http.get(`*${CONTROL_PREFIX}/cdn/banner/:index`, ({ params }) => {
    const banner = sandbox.catalogue.banners[Number(String(params.index ?? '').replace(/\.svg$/i, ''))];
    if (!banner?.url.startsWith('data:image/svg+xml,')) return notFound();
    return svg(decodeURIComponent(banner.url.slice('data:image/svg+xml,'.length)));
  });
}

export function sandboxHandlers(sandbox: Sandbox): HttpHandler[] {
  return [
    http.get(`*${CONTROL_PREFIX}/scenario`, () =>
      HttpResponse.json({
        name: sandbox.scenario,
        description: scenarioDescriptions[sandbox.scenario],
        available: scenarioNames,
      }),
    ),
    http.put(`*${CONTROL_PREFIX}/scenario`, async ({ request }) => {
      let body: unknown;
      try {
        body = await request.json();
      } catch {
        return HttpResponse.json({ error: 'Send JSON {"name": "<scenario>"}' }, { status: 400 });
      }
      const name = (body as { name?: unknown } | null)?.name;
      if (!isScenarioName(name)) {
        return HttpResponse.json(
          { error: `Unknown scenario ${String(name)}`, available: scenarioNames },
          { status: 400 },
        );
      }
      sandbox.setScenario(name);
      return HttpResponse.json({ name, description: scenarioDescriptions[name] });
    }),
    http.post(`*${CONTROL_PREFIX}/reset`, () => {
      sandbox.reset();
      return HttpResponse.json({ reset: true, scenario: sandbox.scenario });
    }),
    // Moves the sandbox's clock forward: {"minutes": 30}.
    http.post(`*${CONTROL_PREFIX}/clock`, async ({ request }) => {
      const body: unknown = await request.json().catch(() => null);
      const minutes = typeof body === 'object' && body !== null && 'minutes' in body ? body.minutes : undefined;
      if (typeof minutes !== 'number' || !Number.isFinite(minutes) || minutes < 0) {
        return HttpResponse.json({ error: 'Send JSON {"minutes": <a number of minutes, 0 or more>}' }, { status: 400 });
      }
      sandbox.advanceClock(minutes * 60_000);
      return HttpResponse.json({ now: dateTime(sandbox.now()) });
    }),
    http.get(`*${CONTROL_PREFIX}/outbox`, () =>
      HttpResponse.json(sandbox.outbox.map((entry) => ({ ...entry, time: dateTime(entry.time) }))),
    ),
    http.get(`*${CONTROL_PREFIX}/captcha`, ({ request }) => {
      const device = new URL(request.url).searchParams.get('device') ?? 'anonymous';
      const code = sandbox.captchaCode(device);
      return code
        ? HttpResponse.json({ device, code })
        : HttpResponse.json({ error: 'No captcha issued' }, { status: 404 });
    }),

    bannerHandler(sandbox),
    flagHandler(sandbox, ''),
    flagHandler(sandbox, '/mirror'),
    iconHandler('', 'PAYMENT'),
    iconHandler('', 'BANK'),
    iconHandler('/mirror', 'PAYMENT'),
    iconHandler('/mirror', 'BANK'),

    http.get(`*${CONTROL_PREFIX}/cdn/game/:vassalage/:gameId`, ({ params, request }) => {
      const game = sandbox.catalogue.index.gameById.get(Number(params.gameId));
      if (!game || game.vassalage !== params.vassalage) return notFound();
      const url = new URL(request.url);
      const mode = url.searchParams.get('mode') === 'trial' ? 'Free trial' : 'Real money';
      if (game.gameClassify === 'Sports') {
        // A sportsbook lobby: the sports this book carries (over 140 across the books).
        const sports = sandbox.catalogue.sportsTypes.filter((sport) => sport.vassalages.includes(game.vassalage));
        return page(
          game.gameName,
          `<h1>${escapeXml(game.gameName)}</h1><p>${sports.length} sports</p><p>${sports
            .map((sport) => escapeXml(sport.name))
            .join(' · ')}</p>`,
        );
      }
      return page(
        game.gameName,
        `<img src="${game.showIcon}" width="120" height="120" alt=""><h1>${escapeXml(game.gameName)}</h1>` +
          `<p>${escapeXml(game.vassalage)} · ${escapeXml(game.gameClassify)} · RTP ${game.rtp}%</p><p>${mode}</p>` +
          `<p><small>Sandbox game page: the real provider's game loads here.</small></p>`,
      );
    }),

    http.get(`*${CONTROL_PREFIX}/cdn/lottery/:code`, ({ params }) => {
      const menu = sandbox.catalogue.lotteryMenus
        .flatMap((group) => group.gameMenus)
        .find((candidate) => candidate.gameCode === params.code);
      if (!menu) return page('Lottery lobby', '<h1>Lottery lobby</h1><p>Choose a game from the menu.</p>');
      const [draw] = latestDraws(menu, sandbox.now(), 1);
      const balls = (draw?.numbers ?? []).map((n) => `<span>${escapeXml(n)}</span>`).join('');
      return page(
        menu.gameName,
        `<h1>${escapeXml(menu.gameName)}</h1><p>Draw ${escapeXml(draw?.numero ?? '')}</p><div class="balls">${balls}</div>`,
      );
    }),

    http.get(`*${CONTROL_PREFIX}/cdn/pay/:depositId`, ({ params }) => {
      const found = findDeposit(sandbox, String(params.depositId));
      if (!found) return notFound();
      const { record } = found;
      if (record.status !== 'PENDING') {
        return page('Payment', `<h1>Deposit ${record.depositId}</h1><p>Status: ${record.status}</p>`);
      }
      return page(
        'Payment',
        `<h1>Pay ₱${record.amount.toLocaleString('en-US')}</h1><p>${escapeXml(record.methodName)} · ${escapeXml(record.vendorId)}</p>` +
          `<p><a href="${record.depositId}/complete">Pay now</a> · <a href="${record.depositId}/cancel">Cancel</a></p>`,
      );
    }),

    http.get(`*${CONTROL_PREFIX}/cdn/pay/:depositId/:action`, ({ params }) => {
      const found = findDeposit(sandbox, String(params.depositId));
      if (!found) return notFound();
      const { account, record } = found;
      if (record.status === 'PENDING') {
        if (params.action === 'complete') {
          record.status = 'SUCCESS';
          sandbox.book(account, 'DEPOSIT', record.amount, `${record.methodName} deposit`);
          account.missionProgress.set(3002, (account.missionProgress.get(3002) ?? 0) + record.amount);
        } else if (params.action === 'cancel') {
          record.status = 'CANCELLED';
          record.remark = 'Cancelled on the payment page';
        } else {
          return notFound();
        }
      }
      return page(
        'Payment',
        `<h1>Deposit ${record.depositId}</h1><p>Status: ${record.status}</p><p>You can close this window.</p>`,
      );
    }),
  ];
}

function findDeposit(sandbox: Sandbox, id: string) {
  for (const account of sandbox.accounts.values()) {
    const record = account.deposits.find((candidate) => String(candidate.depositId) === id);
    if (record) return { account, record };
  }
  return undefined;
}
