/**
 * Registration patterns come from the merchant's back office. A pattern with
 * nested repetition, such as `(a+)+`, can backtrack for minutes on a few dozen
 * characters and freeze the form on a keystroke. Patterns without nested
 * repetition are compiled at once; the others are first checked by a
 * backtracking analysis (loaded only when such a pattern appears) and enforced
 * only if it finds them safe. A pattern the form does not enforce is still checked by the
 * platform when the form is sent.
 */

/** How long the analysis may spend on one pattern before it counts as unsafe. */
const ANALYSIS_BUDGET_MS = 250;

function quantifierAt(source: string, index: number): { length: number; repeats: boolean } | null {
  const char = source[index];
  if (char === '*' || char === '+') return { length: 1 + lazyMark(source, index + 1), repeats: true };
  if (char === '?') return { length: 1 + lazyMark(source, index + 1), repeats: false };
  if (char !== '{') return null;
  const match = /^\{(\d+)(,(\d*))?\}/.exec(source.slice(index));
  if (!match) return null;
  const min = Number(match[1]);
  const max = match[2] === undefined ? min : match[3] === '' ? Number.POSITIVE_INFINITY : Number(match[3]);
  return { length: match[0].length + lazyMark(source, index + match[0].length), repeats: Math.max(min, max) > 1 };
}

function lazyMark(source: string, index: number): number {
  return source[index] === '?' ? 1 : 0;
}

/**
 * Whether a pattern needs the backtracking analysis: it repeats something that
 * itself repeats (`(a+)+`, and bounded repeats too, since `(.*a){12}` is as
 * slow), repeats a choice (`(a|aa)+`), or refers back to a group. Those are
 * the shapes whose time can grow exponentially with the value's length; the
 * others grow at most polynomially, which a field's bounded length keeps fast.
 */
export function needsBacktrackingCheck(source: string): boolean {
  // Per open group: whether it repeats inside, and whether it holds a choice.
  const groups: { repeats: boolean; choice: boolean }[] = [{ repeats: false, choice: false }];
  let index = 0;
  while (index < source.length) {
    const char = source[index];
    let closed: { repeats: boolean; choice: boolean } | undefined;
    if (char === '\\') {
      if (/[1-9k]/.test(source[index + 1] ?? '')) return true;
      index += 2;
    } else if (char === '[') {
      index += 1;
      while (index < source.length && source[index] !== ']') index += source[index] === '\\' ? 2 : 1;
      index += 1;
    } else if (char === '(') {
      groups.push({ repeats: false, choice: false });
      index += 1;
      continue;
    } else if (char === '|') {
      const innermost = groups[groups.length - 1];
      if (innermost) innermost.choice = true;
      index += 1;
      continue;
    } else if (char === ')') {
      closed = groups.length > 1 ? groups.pop() : undefined;
      index += 1;
    } else {
      index += 1;
    }
    const quantifier = quantifierAt(source, index);
    if (quantifier) index += quantifier.length;
    const repeated = quantifier?.repeats === true;
    if (repeated && closed && (closed.repeats || closed.choice)) return true;
    const innermost = groups[groups.length - 1];
    if (innermost && (repeated || closed?.repeats)) innermost.repeats = true;
  }
  return false;
}

const verdicts = new Map<string, boolean>();

/** The analysis' verdict on an anchored pattern, once it has run; `undefined` until then. */
export function backtrackingVerdict(anchored: string): boolean | undefined {
  return verdicts.get(anchored);
}

/**
 * Runs the backtracking analysis on each anchored pattern not yet judged.
 * Resolves to whether any verdict is new, so a form knows to check again. A
 * pattern the analysis cannot read, or cannot judge within its budget, is unsafe.
 */
export async function analyseBacktracking(anchored: readonly string[]): Promise<boolean> {
  const pending = anchored.filter((source) => !verdicts.has(source));
  if (pending.length === 0) return false;
  const { isSafePattern } = await import('redos-detector');
  for (const source of pending) {
    let safe = false;
    try {
      safe = isSafePattern(source, { timeout: ANALYSIS_BUDGET_MS }).safe;
    } catch {
      safe = false;
    }
    verdicts.set(source, safe);
  }
  return true;
}
