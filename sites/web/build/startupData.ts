import {
  contentAnnouncementsEndpoint,
  type EndpointDefinition,
  gameListPageSize,
  gamesGameListEndpoint,
  gamesVendorsEndpoint,
  systemPermissionEndpoint,
} from '@lobby/api';
import type { BrandConfig } from '../src/brands/types';
import type { StartupCall, StartupData, StartupValue } from './startupCalls.ts';

function callOf(
  endpoint: EndpointDefinition,
  query: [string, StartupValue][],
  extra: Pick<StartupCall, 'leadBanner' | 'gameList'> = {},
): StartupCall {
  const { token } = endpoint;
  if (endpoint.method !== 'GET' || (token !== 'none' && token !== 'optional') || endpoint.encrypted) {
    throw new Error(`startupCalls: ${endpoint.id} is not a plain read a page can start before the app`);
  }
  return {
    path: endpoint.path,
    query,
    token,
    ...(endpoint.moduleId ? { moduleId: endpoint.moduleId } : {}),
    ...extra,
  };
}

/**
 * The start-up reads every first route makes (status, banners and notices,
 * vendors), with the fields `getPermission`, `getAnnouncements(['B'])` and
 * `getGameVendors` send, and on a games page the first page of its list as
 * the games page asks for it (`getGameList` with the page's category and no
 * filters); `startupCalls.test.ts` checks that the client asks for the same
 * addresses.
 */
export function startupDataOf(brand: BrandConfig, brandFile: string | null): StartupData {
  return {
    baseUrl: brand.platformBaseUrl,
    merchantCode: brand.merchantCode,
    defaultLanguage: brand.defaultLanguage,
    languages: [...brand.languages],
    device: 'web',
    moduleIdHeader: 'ModuleId',
    brandFile,
    homePaths: ['/', '/index'],
    homeBannerGroup: 'w_home',
    // The pages of one grid from the top (lobbyCategoryOf): PvP opens on its rooms, the hot list and favourites
    // span categories.
    gamePages: {
      '/rng': { gameType: 'RNG', aspect: 'square' },
      '/fish': { gameType: 'FISH', aspect: 'square' },
      '/live': { gameType: 'LIVE', aspect: 'landscape' },
    },
    calls: [
      callOf(systemPermissionEndpoint, [['url', { from: 'host' }]]),
      callOf(
        contentAnnouncementsEndpoint,
        [
          ['types', 'B'],
          ['platform', 'W'],
        ],
        { leadBanner: true },
      ),
      callOf(gamesVendorsEndpoint, [
        ['merchantCode', { from: 'merchantCode' }],
        ['platform', 'html5-desktop'],
      ]),
      callOf(
        gamesGameListEndpoint,
        [
          ['clientType', '3'],
          ['platform', 'flash,html5-desktop'],
          ['channel', ''],
          ['merchant', { from: 'merchantCode' }],
          ['gameName', ''],
          ['minBet', ''],
          ['minLineNum', ''],
          ['pageNo', '1'],
          ['pageSize', String(gameListPageSize.base)],
          ['vassalage', ''],
          ['language', { from: 'language' }],
          ['gameType', { from: 'gameType' }],
        ],
        { gameList: true },
      ),
    ],
  };
}
