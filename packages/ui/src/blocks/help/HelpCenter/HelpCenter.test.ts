import { describe, expect, it } from 'vitest';
import { findHelpItem, type HelpCenterItem } from './HelpCenter';

const items: HelpCenterItem[] = [
  { id: 'about', title: 'About Company', html: '<p>About</p>' },
  { id: 'terms', aliases: ['general-terms'], title: 'General Terms and Conditions', html: '<p>Terms</p>' },
  { id: 'general-terms-archive', title: 'Earlier terms', html: '<p>Old</p>' },
];

describe('findHelpItem', () => {
  it('finds an entry by its anchor, with or without the hash sign', () => {
    expect(findHelpItem(items, 'terms')?.title).toBe('General Terms and Conditions');
    expect(findHelpItem(items, '#about')?.title).toBe('About Company');
  });

  it('finds an entry by one of its aliases', () => {
    expect(findHelpItem(items, 'general-terms')?.id).toBe('terms');
    expect(findHelpItem(items, '#general-terms')?.id).toBe('terms');
  });

  it('prefers an entry whose own anchor matches over an alias', () => {
    const clash: HelpCenterItem[] = [
      { id: 'terms', aliases: ['privacy'], title: 'Terms', html: '' },
      { id: 'privacy', title: 'Privacy Policy', html: '' },
    ];
    expect(findHelpItem(clash, 'privacy')?.title).toBe('Privacy Policy');
  });

  it('finds nothing for an unknown, empty or missing anchor', () => {
    expect(findHelpItem(items, 'refund')).toBeUndefined();
    expect(findHelpItem(items, '')).toBeUndefined();
    expect(findHelpItem(items, '#')).toBeUndefined();
    expect(findHelpItem(items, undefined)).toBeUndefined();
  });
});
