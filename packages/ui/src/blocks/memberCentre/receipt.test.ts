import { describe, expect, it } from 'vitest';
import { proofFileProblem, proofMaxBytes } from './receipt';

describe('proofFileProblem', () => {
  it('takes a PNG or JPEG picture under 5 MB', () => {
    expect(proofFileProblem({ type: 'image/png', size: 1_000 })).toBeNull();
    expect(proofFileProblem({ type: 'image/jpeg', size: proofMaxBytes - 1 })).toBeNull();
  });

  it('refuses other kinds of file and pictures of 5 MB or more', () => {
    expect(proofFileProblem({ type: 'image/gif', size: 1_000 })).toBe('type');
    expect(proofFileProblem({ type: 'application/pdf', size: 1_000 })).toBe('type');
    expect(proofFileProblem({ type: 'image/png', size: proofMaxBytes })).toBe('size');
    expect(proofFileProblem({ type: 'image/jpeg', size: 6 * 1024 * 1024 })).toBe('size');
  });
});
