import { createFullI18n } from '@lobby/i18n';
import { describe, expect, it } from 'vitest';
import { mallRewardsOf, pointDetailColumnsOf, pointDetailRowsOf, redeemColumnsOf, redeemRowsOf } from './pointsMall';

const i18n = createFullI18n();
const t = (key: string) => i18n.t(key);

describe('mallRewardsOf', () => {
  it('names the kind and leaves out a turnover the reward does not ask', () => {
    const [cash, other] = mallRewardsOf(
      [
        { rewardId: '1', name: '₱50 cash', type: 'CASH', pointsRequirement: 500, amountRequirement: 0, stock: 3 },
        { rewardId: '2', name: 'Mug', type: 'SOUVENIR', pointsRequirement: 90, amountRequirement: 2500 },
      ],
      t,
    );
    expect(cash).toEqual({
      id: '1',
      name: '₱50 cash',
      image: '',
      kind: 'Cash',
      points: 500,
      amountRequirement: '',
      stock: 3,
    });
    // A kind the product does not name shows as sent; no stock given is unknown, not zero.
    expect(other).toMatchObject({ kind: 'SOUVENIR', amountRequirement: '2,500.00', stock: null });
  });
});

describe('the redeem history', () => {
  const rows = redeemRowsOf(
    ['APPLYING', 'REJECTED', 'APPROVED'].map((status, index) => ({
      referenceNo: `R${index}`,
      applyTime: '2026-11-24 10:00:00',
      type: 'PHYSICAL',
      name: 'Smart watch',
      quantity: 1,
      pointsRequirement: 20_000,
      amountRequirement: 1000,
      status,
      remark: index === 1 ? 'Out of stock' : null,
    })),
    t,
  );

  it('says each of the three statuses in words', () => {
    expect(rows.map((row) => row.status)).toEqual(['Applying', 'Rejected', 'Approved']);
  });

  it('has a column for every field of a redeem', () => {
    const columns = redeemColumnsOf(t);
    expect(columns.map((column) => column.header)).toEqual([
      'Reference no.',
      'Apply time',
      'Type',
      'Reward',
      'Quantity',
      'Points required',
      'Turnover required',
      'Status',
      'Remark',
    ]);
    const [row] = rows;
    if (!row) throw new Error('no row');
    expect(columns.map((column) => column.text(row))).toEqual([
      'R0',
      '2026-11-24 10:00:00',
      'Gift',
      'Smart watch',
      '1',
      '20,000',
      '1,000.00',
      'Applying',
      '',
    ]);
  });
});

describe('the points details', () => {
  it('shows the signed change and the points balance after it', () => {
    const rows = pointDetailRowsOf([
      { id: '9', txTypeName: 'Points mall redeem', amount: -500, changedPoints: -500, balance: 2080, createTime: 't' },
      { id: '8', txTypeName: 'Points earned', amount: 120, balance: 2580 },
    ]);
    const columns = pointDetailColumnsOf(t);
    expect(rows.map((row) => columns.map((column) => column.text(row)))).toEqual([
      ['t', 'Points mall redeem', '-500', '2,080', ''],
      ['', 'Points earned', '+120', '2,580', ''],
    ]);
  });
});
