import { registrationPatterns } from '@lobby/mocks';
import { describe, expect, it } from 'vitest';
import { analyseBacktracking, needsBacktrackingCheck } from './patternSafety';
import {
  ANY_PATTERN,
  patternOf,
  patternsAwaitingAnalysis,
  type RegistrationFieldRule,
  type Translate,
  validateByRule,
} from './validation';

const t: Translate = (key) => key;
const ruleOf = (acceptedPattern: string): RegistrationFieldRule => ({ acceptedPattern, patternId: 99, maxLength: 64 });

/** Input that makes a nested-repetition pattern backtrack through every way of splitting the run. */
const pump = `${'a'.repeat(40)}!`;

describe('registration patterns that could freeze the form', () => {
  it('sends patterns with nested repetition, a repeated choice or a back-reference to the analysis', () => {
    const flat = ['^[a-z0-9]{4,11}$', '^\\p{L}+$', 'a{2}b?', '(ab)+(c+)', '[(+|]+', '(a|b)c+', '^[^@]+@[^@]+\\.[^@]+$'];
    for (const plain of flat) {
      expect(needsBacktrackingCheck(plain), plain).toBe(false);
    }
    for (const risky of ['(a+)+', '(a*)*b', '^(\\w+\\s?)*$', '(.*a){12}', '((ab)+c)+', '(a|aa)+?', '(x)\\1']) {
      expect(needsBacktrackingCheck(risky), risky).toBe(true);
    }
  });

  it('never runs a catastrophic pattern: unjudged it is not applied, and the analysis refuses it', async () => {
    const catastrophic = ['(a+)+', '(a|aa)+', '(.*a){12}', '(\\w+\\s?)*'];
    for (const pattern of catastrophic) {
      const started = performance.now();
      expect(validateByRule(pump, ruleOf(pattern), t)).toBeNull();
      expect(performance.now() - started).toBeLessThan(100);
    }
    expect(patternsAwaitingAnalysis(catastrophic.map(ruleOf))).toHaveLength(catastrophic.length);
    await expect(analyseBacktracking(patternsAwaitingAnalysis(catastrophic.map(ruleOf)))).resolves.toBe(true);
    expect(patternsAwaitingAnalysis(catastrophic.map(ruleOf))).toEqual([]);
    for (const pattern of catastrophic) {
      expect(patternOf(pattern), pattern).toBeNull();
      expect(validateByRule(pump, ruleOf(pattern), t)).toBeNull();
    }
  });

  it("applies a nested pattern the analysis finds safe, such as the platform's full name", async () => {
    const fullName = ruleOf('^[A-Za-z]+( [A-Za-z]+)+$');
    expect(patternOf(fullName.acceptedPattern)).toBeNull();
    await analyseBacktracking(patternsAwaitingAnalysis([fullName]));
    expect(validateByRule('Maria Clara Santos', fullName, t)).toBeNull();
    expect(validateByRule('Maria', fullName, t)).toBe('accounts.validation.patternFallback');
    expect(validateByRule(`${'A'.repeat(60)}!`, fullName, t)).toBe('accounts.validation.patternFallback');
  });

  it("applies every one of the sandbox platform's patterns once analysed", async () => {
    const rules = registrationPatterns
      .filter(({ acceptedPattern }) => acceptedPattern !== ANY_PATTERN)
      .map(({ acceptedPattern }) => ruleOf(acceptedPattern));
    await analyseBacktracking(patternsAwaitingAnalysis(rules));
    for (const rule of rules)
      expect(patternOf(rule.acceptedPattern), rule.acceptedPattern ?? '').toBeInstanceOf(RegExp);
  });
});
