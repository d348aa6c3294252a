import { createFullI18n, loadMessageArea } from '@lobby/i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import { activityStatusCodeOf, activityStatusCodes, activityStatusOf } from './activityStatus';

const i18n = createFullI18n();
const english = (key: string): string => i18n.getFixedT('en')(key);
const chinese = (key: string): string => i18n.getFixedT('zh-CN')(key);
beforeAll(async () => {
  await loadMessageArea(i18n, 'promotions', 'CN');
});

describe('activityStatusOf', () => {
  it('names each of the ten statuses in English and Chinese', () => {
    const labels = activityStatusCodes.map((code) => [code, activityStatusOf(code, english).label]);
    expect(labels).toEqual([
      ['JOIN', 'Join'],
      ['CLAIM', 'Claim'],
      ['APPLYING', 'Applying'],
      ['CLOSED', 'Closed'],
      ['REJECTED', 'Rejected'],
      ['ISSUED', 'Issued'],
      ['CLAIMED', 'Claimed'],
      ['IN_PROGRESS', 'In progress'],
      ['SIGNED', 'Signed'],
      ['COMING_SOON', 'Coming soon'],
    ]);
    expect(activityStatusCodes.map((code) => activityStatusOf(code, chinese).label)).toEqual([
      '参加',
      '领取',
      '申请中',
      '已结束',
      '已拒绝',
      '已发放',
      '已领取',
      '进行中',
      '已签到',
      '即将开始',
    ]);
  });

  it('allows joining only in JOIN and claiming only in CLAIM and ISSUED; the rest are shown as state', () => {
    const actions = Object.fromEntries(
      activityStatusCodes.map((code) => [code, activityStatusOf(code, english).action]),
    );
    expect(actions).toEqual({
      JOIN: 'join',
      CLAIM: 'claim',
      ISSUED: 'claim',
      APPLYING: null,
      CLOSED: null,
      REJECTED: null,
      CLAIMED: null,
      IN_PROGRESS: null,
      SIGNED: null,
      COMING_SOON: null,
    });
  });

  it('draws rejected as danger, waiting states as warning, done as success', () => {
    expect(activityStatusOf('REJECTED', english).tone).toBe('danger');
    expect(activityStatusOf('APPLYING', english).tone).toBe('warning');
    expect(activityStatusOf('CLAIMED', english).tone).toBe('success');
    expect(activityStatusOf('COMING_SOON', english).tone).toBe('neutral');
  });

  it('reads other spellings of the same status', () => {
    expect(activityStatusCodeOf('in progress')).toBe('IN_PROGRESS');
    expect(activityStatusCodeOf(' Coming-Soon ')).toBe('COMING_SOON');
    expect(activityStatusCodeOf('AVAILABLE')).toBe('CLAIM');
    expect(activityStatusCodeOf('ONGOING')).toBe('IN_PROGRESS');
  });

  it('shows a status it does not know as sent, in neutral, with no action', () => {
    expect(activityStatusOf('FROZEN', english)).toEqual({ code: null, label: 'FROZEN', tone: 'neutral', action: null });
    expect(activityStatusOf(null, english)).toEqual({ code: null, label: '', tone: 'neutral', action: null });
  });
});
