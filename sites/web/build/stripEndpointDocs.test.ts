import { describe, expect, it } from 'vitest';
import { endpointDocRanges, withoutRanges } from './stripEndpointDocs';

const strip = (code: string) => withoutRanges(code, endpointDocRanges(code));

describe('stripEndpointDocs', () => {
  it("drops a definition's summary and assumption, and keeps what the client reads", () => {
    const code = [
      'export const launch = defineEndpoint({',
      "  id: 'games.launch',",
      "  path: '/wps/game/launchGame',",
      "  summary: 'Launch a third-party game',",
      "  source: 'catalogue',",
      '  assumption: `Fields taken from the launch call`,',
      '});',
    ].join('\n');
    const stripped = strip(code);
    expect(stripped).not.toContain('Launch a third-party game');
    expect(stripped).not.toContain('Fields taken');
    expect(stripped).toContain("id: 'games.launch'");
    expect(stripped).toContain("source: 'catalogue'");
    // Still a program that runs.
    expect(() => new Function('defineEndpoint', stripped.replace('export ', ''))((x: unknown) => x)).not.toThrow();
  });

  it('drops the last property without leaving a stray comma, and leaves other objects alone', () => {
    const code = "const a = defineEndpoint({ id: 'x', summary: 'doc' }); const b = { summary: 'kept' };";
    expect(strip(code)).toBe("const a = defineEndpoint({ id: 'x', }); const b = { summary: 'kept' };");
  });
});
