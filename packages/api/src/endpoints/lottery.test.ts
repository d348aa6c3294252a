import { describe, expect, it } from 'vitest';
import { fakeFetch, ok } from '../test/fakeFetch';
import { createPlatformClient } from '../transport/client';
import { type LaunchLotteryInput, launchLottery } from './lottery';

function launcher(language = 'EN') {
  const fake = fakeFetch(() => ok({ content: { game_url: 'https://lotto.example/play' } }));
  const client = createPlatformClient({
    merchantCode: 'demo',
    fetch: fake.fetch,
    userAgent: null,
    getLanguage: () => language,
    getToken: () => 'player-token',
  });
  const sent = () => {
    const request = fake.requests.at(-1);
    if (!request) throw new Error('nothing was sent');
    return { path: request.url.pathname, query: Object.fromEntries(request.url.searchParams) };
  };
  return { client, sent };
}

const lobbyEntry: LaunchLotteryInput = {
  lottoArea: 'SEA',
  lottoView: 'lobby',
  device: 'WEB',
  backUrl: 'https://lobby.example.com/seaLottery',
};

describe('the lottery launch request', () => {
  it('sends the area, LOTT mode, view, device, back address and language, and answers the launch address', async () => {
    const { client, sent } = launcher('CN');
    expect(await launchLottery(client, lobbyEntry)).toBe('https://lotto.example/play');
    expect(sent()).toEqual({
      path: '/wps/game/launchGame',
      query: {
        lottoArea: 'SEA',
        launchMode: 'LOTT',
        lottoView: 'lobby',
        device: 'WEB',
        backUrl: 'https://lobby.example.com/seaLottery',
        language: 'CN',
      },
    });
  });

  it('adds the game code and play type when the game has both', async () => {
    const { client, sent } = launcher();
    await launchLottery(client, {
      ...lobbyEntry,
      lottoArea: 'VN',
      lottoView: 'betting',
      lottoGameCode: 'VN_N_HN',
      gameCode: 'VN_N_HN',
      playType: 'LO_2_SO',
    });
    expect(sent().query).toMatchObject({
      lottoArea: 'VN',
      lottoView: 'betting',
      lottoGameCode: 'VN_N_HN',
      gameCode: 'VN_N_HN',
      playType: 'LO_2_SO',
    });
  });

  it('sends neither the game code nor the play type when the game lacks a default play type', async () => {
    const { client, sent } = launcher();
    await launchLottery(client, {
      ...lobbyEntry,
      lottoView: 'betting',
      lottoGameCode: 'TH_GOV',
      gameCode: 'TH_GOV',
      playType: null,
    });
    expect(sent().query.lottoGameCode).toBe('TH_GOV');
    expect(sent().query).not.toHaveProperty('gameCode');
    expect(sent().query).not.toHaveProperty('playType');
  });
});
