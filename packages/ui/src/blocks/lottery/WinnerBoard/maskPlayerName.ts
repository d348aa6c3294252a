/**
 * A player's name as the winner board shows it: the first two characters and
 * the last, stars between. A name the platform already masked stays as given;
 * a name of three characters or fewer keeps only its first.
 */
export function maskPlayerName(name: string): string {
  const characters = [...name.trim()];
  if (characters.includes('*')) return characters.join('');
  if (characters.length <= 3) return `${characters[0] ?? ''}***`;
  return `${characters.slice(0, 2).join('')}***${characters.at(-1)}`;
}
