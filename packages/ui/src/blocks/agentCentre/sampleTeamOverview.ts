import type { TeamDay, TeamFigures } from './teamOverview';

/** A team's week, for stories and tests. */
export const sampleTeamFigures: TeamFigures = {
  teamSize: '48',
  activeMembers: '35',
  newMembers: '3',
  balance: '412,880.25',
  deposit: '58,300.00',
  withdraw: '21,450.00',
  validBet: '18,341.00',
  profit: '-2,914.50',
};

const week: [string, number, number, number, number][] = [
  ['2025-06-09', 1200, 8000, 2000, 340],
  ['2025-06-10', 2400, 6500, 4500, -820],
  ['2025-06-11', 3100, 12000, 1200, 1210],
  ['2025-06-12', 1800, 9800, 3900, -2600],
  ['2025-06-13', 4200, 7000, 2600, 95],
  ['2025-06-14', 2900, 11000, 5150, -1139.5],
  ['2025-06-15', 2741, 4000, 2100, 0],
];

const text = (value: number) =>
  new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);

export const sampleTeamDays: readonly TeamDay[] = week.map(([date, validBet, deposit, withdraw, profit]) => ({
  date,
  label: date.slice(5),
  values: { validBet, deposit, withdraw, profit },
  texts: { validBet: text(validBet), deposit: text(deposit), withdraw: text(withdraw), profit: text(profit) },
}));
