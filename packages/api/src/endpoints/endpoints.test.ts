import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { endpointGroups, endpointList, endpoints, findEndpoints, routeKey } from './all';

/** Every call the product needs by name, by method and path (where no method was known, the platform's bundle's). */
const specCalls: [string, string][] = [
  ['POST', '/wps/session/login'],
  ['POST', '/wps/session/login/freeplay'],
  ['DELETE', '/wps/session/logout'],
  ['POST', '/wps/verification/sms/noLogin'],
  ['POST', '/wps/verification/sms/register'],
  ['GET', '/wps/system/whitelabel'],
  ['GET', '/wps/member/info'],
  ['GET', '/wps/member/info/icon'],
  ['PUT', '/wps/member/register'],
  ['PUT', '/wps/member/register/mobile'],
  ['POST', '/wps/member/password'],
  ['POST', '/wps/member/password/email'],
  ['POST', '/wps/member/password/verification'],
  ['GET', '/wps/agent/affiliate'],
  ['GET', '/wps/system/setting/register'],
  ['GET', '/wps/captcha'],
  ['GET', '/wps/system/status'],
  ['GET', '/wps/member/info/funds/consolidated'],
  ['GET', '/wps/relay/MCSFE_getPlayerAvatar'],
  ['GET', '/wps/system/country'],
  ['GET', '/wps/v2/wallets/balance'],
  ['POST', '/wps/relay/GCS_walletTransfer'],
  ['GET', '/wps/relay/GCS_merchantWallet'],
  ['GET', '/lgw/games/game_menus'],
  ['GET', '/lgw/games/popular'],
  ['GET', '/wps/relay/GCSGAME_hotGamesV2'],
  ['GET', '/wps/relay/GCSGAME_gameList'],
  ['GET', '/wps/relay/GCSGAME_getVassGameType'],
  ['GET', '/wps/relay/GCSGAME_gameVendor'],
  ['GET', '/wps/relay/MCSFE_getFavoriteGames'],
  ['GET', '/wps/relay/MCSFE_getFavoriteGamesList'],
  ['GET', '/wps/relay/GCS_recentGame'],
  ['GET', '/wps/relay/GLS2_roomList'],
  ['GET', '/wps/game/launchGame'],
  ['GET', '/lgw/vn/games/game_menu'],
  ['GET', '/lgw/vn/games/game_menu/recent'],
  ['GET', '/lgw/vn/numeros/opened/game'],
  ['GET', '/lotto/lgw/games/opened/numero'],
  ['GET', '/wps/relay/GCSGAME_getRankList'],
  ['GET', '/wps/relay/MCSFE_getMissionSummaryDetails'],
  ['GET', '/wps/relay/MCSFE_getMissionLeaderboard'],
  ['GET', '/wps/relay/MCSFE_getListAnnouncements'],
  ['GET', '/wps/relay/CSP_unreadCount'],
  ['GET', '/wps/relay/MCSFE_getAvailablePromotions'],
  ['PUT', '/wps/member/language'],
  ['GET', '/wps/relay/EMFE_getInboxUnreadCount'],
  ['POST', '/wps/relay/MCS2_processDividendReq'],
  ['POST', '/wps/relay/MCS2_processDailySalContract'],
  ['POST', '/wps/relay/MCS2_processContractHourSalary'],
  ['POST', '/wps/relay/MCSFE_processRealTimeSalaryContract'],
  ['POST', '/wps/relay/MCS2_claimRafflePromotion'],
  ['GET', '/wps/relay/MCS2_getPointBalance'],
  ['GET', '/wps/relay/MCS2_getPointReward'],
  ['POST', '/wps/relay/passwordCheck/MCS2_redeemPointReward'],
  ['GET', '/wps/relay/MCS2_getRedeemPointList'],
  ['GET', '/wps/relay/MCS2_getPointConfig'],
  ['POST', '/wps/relay/passwordCheck/MCS2_convertPoint'],
  ['GET', '/wps/relay/ODSFE2_MemTransDet'],
  ['GET', '/wps/system/domainRoute'],
  ['PUT', '/wps/feedback'],
  ['GET', '/wps/system/helpCenter'],
];

/** Calls made without a token (docs/platform.md#tokens). */
const tokenless = [
  '/wps/session/login',
  '/wps/session/login/freeplay',
  '/wps/verification/sms/noLogin',
  '/wps/verification/sms/register',
  '/wps/system/whitelabel',
  '/wps/member/register',
  '/wps/member/register/mobile',
  '/wps/member/password/email',
  '/wps/member/password/verification',
  '/wps/agent/affiliate',
  '/wps/system/setting/register',
  '/wps/captcha',
  '/wps/system/status',
  '/lgw/games/game_menus',
  '/lgw/games/popular',
  '/wps/relay/GCSGAME_hotGamesV2',
  '/wps/relay/GCSGAME_getRankList',
  '/lgw/vn/games/game_menu',
  '/lgw/vn/numeros/opened/game',
  '/wps/relay/MCSFE_getListAnnouncements',
  '/wps/system/domainRoute',
  '/wps/feedback',
  '/wps/system/helpCenter',
];

describe('endpoint definitions', () => {
  it('define every call the product needs by name', () => {
    const defined = new Set(endpointList.map(routeKey));
    const missing = specCalls.map(([method, path]) => `${method} ${path}`).filter((key) => !defined.has(key));
    expect(missing).toEqual([]);
  });

  it('have unique ids prefixed by their group', () => {
    const ids = endpointList.map((definition) => definition.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [group, members] of Object.entries(endpointGroups)) {
      for (const [name, definition] of Object.entries(members)) expect(definition.id).toBe(`${group}.${name}`);
    }
    expect(endpoints['auth.login']).toBe(endpointGroups.auth.login);
  });

  it('need the token on every call but those a visitor may make', () => {
    for (const definition of endpointList.filter((item) => item.source === 'spec')) {
      const expected = tokenless.includes(definition.path)
        ? 'none'
        : [
              '/wps/relay/GCSGAME_gameList',
              '/wps/relay/GCSGAME_gameVendor',
              '/wps/relay/GCSGAME_getVassGameType',
              // The points mall shows visitors its rewards (docs/platform.md, "Points").
              '/wps/relay/MCS2_getPointReward',
            ].includes(definition.path)
          ? 'optional'
          : 'required';
      expect(`${definition.id}: ${definition.token}`).toBe(`${definition.id}: ${expected}`);
    }
  });

  it('encrypt exactly login, registration, the password changes and every passwordCheck relay', () => {
    const encryptedSpec = endpointList
      .filter((definition) => definition.encrypted && definition.source === 'spec')
      .map((definition) => definition.path)
      .sort();
    expect(encryptedSpec).toEqual(
      [
        '/wps/member/password',
        '/wps/member/password/verification',
        '/wps/member/register',
        '/wps/member/register/mobile',
        '/wps/relay/passwordCheck/MCS2_convertPoint',
        '/wps/relay/passwordCheck/MCS2_redeemPointReward',
        '/wps/session/login',
      ].sort(),
    );
    for (const definition of endpointList.filter((item) => item.path.includes('/passwordCheck/'))) {
      expect(definition.encrypted).toBe(true);
    }
  });

  it('take the forms the platform expects: form POST, PUT feedback, DELETE logout', () => {
    expect(endpointGroups.auth.forgotPasswordEmail.format).toBe('form');
    expect(endpointGroups.content.feedback.method).toBe('PUT');
    expect(endpointGroups.auth.logout.method).toBe('DELETE');
    expect(findEndpoints('post', '/wps/verification/sms/register').map((item) => item.id)).toEqual([
      'auth.registerSmsUsername',
      'auth.registerSmsMobile',
    ]);
    expect(findEndpoints('GET', '/wps/game/launchGame')).toHaveLength(2);
  });

  it('registration SMS sends mobileNo and regType, login SMS mobileNum', () => {
    const register = endpointGroups.auth.registerSmsUsername.request;
    expect(v.safeParse(register, { mobileNo: '0901', countryDialingCode: '84', regType: 'username' }).success).toBe(
      true,
    );
    expect(v.safeParse(register, { mobileNum: '0901', countryDialingCode: '84', regType: 'username' }).success).toBe(
      false,
    );
    expect(
      v.safeParse(endpointGroups.auth.loginSms.request, { mobileNum: '0901', countryDialingCode: '84' }).success,
    ).toBe(true);
  });

  it('read relays with GET only where the platform reads', () => {
    for (const definition of endpointList) {
      if (definition.format === 'query' && definition.method !== 'GET' && definition.method !== 'DELETE') {
        throw new Error(`${definition.id} sends query fields on ${definition.method}`);
      }
    }
  });

  it('never throw from a request schema, whatever the input', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (input) => {
        for (const definition of endpointList) {
          expect(() => v.safeParse(definition.request, input)).not.toThrow();
        }
      }),
      { numRuns: 150 },
    );
  });
});
