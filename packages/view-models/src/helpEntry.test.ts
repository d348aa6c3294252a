import { describe, expect, it } from 'vitest';
import { helpEntryOf } from './helpEntry';

describe('one help centre entry', () => {
  it('is found by its anchor, from a title in either language', () => {
    const items = [
      { title: 'About Company', content: '<p>About</p>' },
      { title: 'Affiliates', content: '<p>Earn commission</p>' },
    ];
    expect(helpEntryOf(items, 'affiliates')).toBe('<p>Earn commission</p>');
    expect(helpEntryOf([{ title: '合作伙伴', content: '<p>佣金</p>' }], 'affiliates')).toBe('<p>佣金</p>');
    expect(helpEntryOf([{ title: 'Responsible Gaming', content: '<p>Limits</p>' }], 'responsible-gaming')).toBe(
      '<p>Limits</p>',
    );
  });

  it('is absent when the merchant has no such entry or none arrived', () => {
    expect(helpEntryOf([{ title: 'Privacy Policy', content: '<p>x</p>' }], 'affiliates')).toBeUndefined();
    expect(helpEntryOf(undefined, 'responsible-gaming')).toBeUndefined();
  });
});
