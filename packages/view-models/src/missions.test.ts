import { createFullI18n } from '@lobby/i18n';
import { describe, expect, it } from 'vitest';
import { leaderboardOf, missionItemsOf } from './missions';

const i18n = createFullI18n();
const t = (key: string) => i18n.t(key);

describe('missionItemsOf', () => {
  it('puts the rewards waiting to be claimed first and says each status in words', () => {
    const items = missionItemsOf(
      {
        count: 1,
        missions: [
          { missionId: '1', title: 'Log in', progress: 1, target: 1, reward: 5, status: 'CLAIMED' },
          { missionId: '2', title: 'Spin', progress: 21, target: 50, reward: 0, status: 'IN_PROGRESS' },
          { missionId: '3', title: 'Deposit', progress: 3, target: 3, reward: 100, status: 'COMPLETED' },
          { missionId: '4', title: 'Odd', progress: null, target: null, reward: null, status: 'PAUSED' },
        ],
      },
      t,
    );
    expect(items.map((item) => [item.id, item.status.label, item.claimable, item.reward])).toEqual([
      ['3', 'Completed', true, '100.00'],
      ['1', 'Claimed', false, '5.00'],
      ['2', 'In progress', false, ''],
      // A status the product does not name shows as sent.
      ['4', 'PAUSED', false, ''],
    ]);
  });
});

describe('leaderboardOf', () => {
  it('writes the scores and prizes, with the player’s place when ranked', () => {
    expect(
      leaderboardOf({ list: [{ rank: 1, player: 'ma***88', score: 2380, reward: 888 }], myRank: 14, myScore: 350 }),
    ).toEqual({
      rows: [{ rank: 1, player: 'ma***88', score: '2,380', reward: '888.00' }],
      mine: { rank: 14, score: '350' },
    });
    expect(leaderboardOf({ list: [], myRank: null, myScore: null }).mine).toBeNull();
  });
});
