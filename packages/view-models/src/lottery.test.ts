import { describe, expect, it } from 'vitest';
import { lotteryDrawsOf, lotteryGroupsOf, popularOnPage, vendorCardsOf, winnersOf } from './lottery';

const groups = [
  {
    gameGroupCode: 'LOTT_FAST',
    labelName: 'Fast draws',
    accountTypeName: 'LOTT',
    gameMenus: [
      { gameCode: 'CQSSC', gameName: 'Chongqing', defaultPlayType: 'ZX', gameId: '1', icon: null },
      { gameCode: 'TH_GOV', gameName: 'Thai', defaultPlayType: null, gameId: null, icon: null },
    ],
  },
  { gameGroupCode: 'ELOTT_X', labelName: null, accountTypeName: 'ELOTT', gameMenus: [] },
];

describe('lottery view models', () => {
  it('turns menus into groups, labelled by product only where asked, keeping the default play type', () => {
    expect(lotteryGroupsOf(groups)).toEqual([
      {
        id: 'LOTT_FAST',
        label: 'Fast draws',
        games: [
          { code: 'CQSSC', name: 'Chongqing', defaultPlayType: 'ZX' },
          { code: 'TH_GOV', name: 'Thai', defaultPlayType: null },
        ],
      },
      { id: 'ELOTT_X', label: 'ELOTT_X', games: [] },
    ]);
    expect(lotteryGroupsOf(groups, true).map((group) => group.product)).toEqual(['LOTT', 'ELOTT']);
  });

  it("keeps only the popular games of the page's own menus", () => {
    const popular = [
      { gameCode: 'VN_N_HN', gameName: 'Hà Nội', defaultPlayType: 'LO_2_SO' },
      { gameCode: 'TH_GOV', gameName: 'Thai', defaultPlayType: null },
    ];
    expect(popularOnPage(popular, groups, 20)).toEqual([
      { code: 'TH_GOV', name: 'Thai', defaultPlayType: null, hot: true },
    ]);
  });

  it('splits the winning numbers of a draw', () => {
    expect(
      lotteryDrawsOf([{ gameCode: 'CQSSC', gameName: null, numero: '20250601-001', winningNumbers: '1,2, 3,4,5' }]),
    ).toEqual([
      {
        gameCode: 'CQSSC',
        gameName: 'CQSSC',
        numero: '20250601-001',
        numbers: ['1', '2', '3', '4', '5'],
        openTime: null,
      },
    ]);
  });

  it('maps winners and vendor cards, dropping an icon that is not an http(s) image', () => {
    expect(winnersOf([{ player: 'ja***7', gameName: 'Fortune', prize: 12.5 }])).toEqual([
      { player: 'ja***7', game: 'Fortune', prize: 12.5 },
    ]);
    expect(
      vendorCardsOf([{ vassalage: 'IMES', displayName: 'IM E-Sports', smallIcon: 'javascript:alert(1)', isHot: true }]),
    ).toEqual([{ id: 'IMES', name: 'IM E-Sports', icon: null, hot: true }]);
    const books = [
      { vassalage: 'TCGSEA', displayName: 'SEA Lottery', accountTypeName: 'TCG_SEA', isHot: false },
      { vassalage: 'GW', displayName: 'GW Keno', accountTypeName: 'ELOTT', isHot: false },
    ];
    expect(vendorCardsOf(books, (key) => `<${key}>`).map((card) => card.tag)).toEqual([
      '<site.page.seaLottery>',
      '<site.page.elott>',
    ]);
  });
});
