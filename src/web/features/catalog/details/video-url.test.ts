import { describe, expect, it } from 'vitest';
import { parseVideoUrl } from './video-url';

const embed = (raw: string) => {
  const source = parseVideoUrl(raw);
  return source && 'embedUrl' in source ? source.embedUrl : source?.provider;
};

describe('parseVideoUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=Qm7cR2xLp4A', 'Qm7cR2xLp4A'],
    ['https://youtube.com/watch?feature=share&v=Qm7cR2xLp4A&t=30s', 'Qm7cR2xLp4A'],
    ['https://m.youtube.com/watch?v=Qm7cR2xLp4A', 'Qm7cR2xLp4A'],
    ['https://youtu.be/Qm7cR2xLp4A?si=abc', 'Qm7cR2xLp4A'],
    ['https://www.youtube.com/shorts/vT3nK8wJ1sE', 'vT3nK8wJ1sE'],
    ['https://www.youtube.com/embed/vT3nK8wJ1sE', 'vT3nK8wJ1sE'],
    ['https://www.youtube.com/live/vT3nK8wJ1sE', 'vT3nK8wJ1sE'],
    ['  https://www.youtube-nocookie.com/embed/vT3nK8wJ1sE  ', 'vT3nK8wJ1sE'],
  ])('embeds YouTube %s through youtube-nocookie.com', (raw, id) => {
    expect(embed(raw)).toBe(`https://www.youtube-nocookie.com/embed/${id}`);
  });

  it.each([
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    [
      'https://www.vimeo.com/channels/staffpicks/76979871',
      'https://player.vimeo.com/video/76979871',
    ],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871'],
    [
      'https://vimeo.com/76979871/4a5b6c7d8e',
      'https://player.vimeo.com/video/76979871?h=4a5b6c7d8e',
    ],
  ])('embeds Vimeo %s through the Vimeo player', (raw, url) => {
    expect(embed(raw)).toBe(url);
  });

  it('keeps other http(s) videos as an external link only', () => {
    expect(parseVideoUrl('https://example.com/demo.mp4')).toEqual({
      provider: 'other',
      url: 'https://example.com/demo.mp4',
    });
    // Not a video page of a known provider: no guessing an embed.
    expect(embed('https://www.youtube.com/channel/UC123')).toBe('other');
    expect(embed('https://www.youtube.com/watch?v=short')).toBe('other');
    expect(embed('https://vimeo.com/about')).toBe('other');
    expect(embed('https://notyoutube.com/watch?v=Qm7cR2xLp4A')).toBe('other');
  });

  it('refuses empty, malformed and non-http URLs', () => {
    expect(parseVideoUrl(null)).toBeNull();
    expect(parseVideoUrl('   ')).toBeNull();
    expect(parseVideoUrl('not a url')).toBeNull();
    expect(parseVideoUrl('javascript:alert(1)')).toBeNull();
    expect(parseVideoUrl('ftp://example.com/video')).toBeNull();
  });
});
