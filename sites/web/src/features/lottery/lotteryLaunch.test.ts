import { describe, expect, it } from 'vitest';
import { lotteryLaunchInputOf } from './lotteryLaunch';

const context = { lotteryType: 'SEA', device: 'WEB', origin: 'https://lobby.example.com' };

describe('the lottery launch of each page', () => {
  it('opens the Vietnamese lottery in the VN area, on the betting view of the chosen game', () => {
    expect(lotteryLaunchInputOf('/vnlottery', { code: 'VN_N_HN', defaultPlayType: 'LO_2_SO' }, context)).toEqual({
      lottoArea: 'VN',
      lottoView: 'betting',
      lottoGameCode: 'VN_N_HN',
      gameCode: 'VN_N_HN',
      playType: 'LO_2_SO',
      device: 'WEB',
      backUrl: 'https://lobby.example.com/vnlottery',
    });
  });

  it.each(['/lottery', '/seaLottery', '/elott'] as const)(
    "opens %s in the brand's lottery area, on the lobby when no game was chosen",
    (page) => {
      expect(lotteryLaunchInputOf(page, null, context)).toEqual({
        lottoArea: 'SEA',
        lottoView: 'lobby',
        device: 'WEB',
        backUrl: `https://lobby.example.com${page}`,
      });
    },
  );

  it('sends the game code and play type only for a game that has a default play type', () => {
    const input = lotteryLaunchInputOf('/lottery', { code: 'TH_GOV', defaultPlayType: null }, context);
    expect(input).toMatchObject({ lottoView: 'betting', lottoGameCode: 'TH_GOV' });
    expect(input).not.toHaveProperty('gameCode');
    expect(input).not.toHaveProperty('playType');
  });
});
