import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { recentGamesId } from '../hooks/games';
import { gamesRecentGamesEndpoint } from './gameLobby';
import { launchResultSchema, launchUrlOf } from './games';

describe('the launch answer', () => {
  it('opens game_url first, then game_url2, then the addresses inside content', () => {
    const content = { game_url: 'https://c1.example/', game_url2: 'https://c2.example/' };
    expect(launchUrlOf({ game_url: 'https://a.example/', game_url2: 'https://b.example/', content })).toBe(
      'https://a.example/',
    );
    expect(launchUrlOf({ game_url2: 'https://b.example/', content })).toBe('https://b.example/');
    expect(launchUrlOf({ game_url: '', content })).toBe('https://c1.example/');
    expect(launchUrlOf({ content: { game_url2: 'https://c2.example/' } })).toBe('https://c2.example/');
  });

  it('is refused when it carries no address at all', () => {
    expect(v.safeParse(launchResultSchema, { game_url: null, content: {} }).success).toBe(false);
  });
});

describe('the launch hook', () => {
  it('refreshes the recent games by the id their definition carries', () => {
    expect(recentGamesId).toBe(gamesRecentGamesEndpoint.id);
  });
});
