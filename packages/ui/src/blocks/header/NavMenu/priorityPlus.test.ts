import { describe, expect, it } from 'vitest';
import { overflowingEntries, type RowEntry } from './priorityPlus';

/** The header's bar: Home, game categories (which go first, from the end), then Promotions, Rewards and VIP. */
const bar: RowEntry[] = [
  { key: 'home', width: 60, priority: 1 },
  { key: 'sports', width: 80, priority: 0 },
  { key: 'live', width: 110, priority: 0 },
  { key: 'slots', width: 70, priority: 0 },
  { key: 'lottery', width: 90, priority: 0 },
  { key: 'promotions', width: 100, priority: 2 },
  { key: 'rewards', width: 120, priority: 2 },
  { key: 'vip', width: 110, priority: 2 },
];
// 740 of entries and 7 gaps of 4: 768 in all.
const full = 768;
const space = (available: number) => ({ available, moreWidth: 70, gap: 4 });

describe('overflowingEntries', () => {
  it('moves nothing when every entry fits, exactly or with room to spare', () => {
    expect(overflowingEntries(bar, space(full))).toEqual([]);
    expect(overflowingEntries(bar, space(2000))).toEqual([]);
  });

  it('moves game categories from the end first, keeping room for the More trigger', () => {
    // One pixel short: Lottery alone (90) frees 94, but More takes 74 back, so 20 freed: enough.
    expect(overflowingEntries(bar, space(full - 1))).toEqual(['lottery']);
    // 21 short: Lottery's 20 is not enough, Slots goes too.
    expect(overflowingEntries(bar, space(full - 21))).toEqual(['slots', 'lottery']);
  });

  it('counts the More trigger’s own width', () => {
    // The same room, a wider trigger: Lottery no longer frees enough.
    expect(overflowingEntries(bar, { ...space(full - 1), moreWidth: 100 })).toEqual(['slots', 'lottery']);
  });

  it('keeps Promotions, Rewards and VIP while any game category or Home can go', () => {
    // Room for 470: Home, Promotions, Rewards, VIP and More take 60+100+120+110+70 and 4 gaps = 476: Home goes too.
    expect(overflowingEntries(bar, space(470))).toEqual(['home', 'sports', 'live', 'slots', 'lottery']);
    // 480: Home stays.
    expect(overflowingEntries(bar, space(480))).toEqual(['sports', 'live', 'slots', 'lottery']);
  });

  it('then moves VIP, Rewards and Promotions, from the end', () => {
    expect(overflowingEntries(bar, space(320))).toEqual(['home', 'sports', 'live', 'slots', 'lottery', 'vip']);
    expect(overflowingEntries(bar, space(200))).toEqual([
      'home',
      'sports',
      'live',
      'slots',
      'lottery',
      'rewards',
      'vip',
    ]);
  });

  it('moves everything when not even one entry fits beside More', () => {
    expect(overflowingEntries(bar, space(90))).toEqual(bar.map((entry) => entry.key));
  });

  it('lists what moves in the row’s order, whatever the priorities', () => {
    const row: RowEntry[] = [
      { key: 'a', width: 100, priority: 0 },
      { key: 'b', width: 100, priority: 5 },
      { key: 'c', width: 100, priority: 1 },
    ];
    expect(overflowingEntries(row, { available: 150, moreWidth: 40, gap: 0 })).toEqual(['a', 'c']);
  });

  it('moves nothing from an empty row', () => {
    expect(overflowingEntries([], space(0))).toEqual([]);
  });
});
