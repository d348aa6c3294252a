import { useEffect, useReducer } from 'react';
import { analyseBacktracking } from '../patternSafety';
import { patternsAwaitingAnalysis, type RegistrationFieldRule } from '../validation';

/**
 * Starts the backtracking analysis of the rules' nested patterns and renders
 * the form again once it has judged them, so the safe ones apply from then on.
 */
export function useAnalysedPatterns(rules: Iterable<RegistrationFieldRule | null | undefined> | undefined): void {
  const [, judged] = useReducer((count: number) => count + 1, 0);
  const waiting = patternsAwaitingAnalysis(rules ?? []);
  const key = waiting.join('\n');
  useEffect(() => {
    if (key === '') return;
    let current = true;
    analyseBacktracking(key.split('\n')).then(
      (changed) => {
        if (current && changed) judged();
      },
      // The analysis failed to load: the patterns stay unenforced and the platform checks them.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [key]);
}
