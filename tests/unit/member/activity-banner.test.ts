/** The promotions' generated banners (server/endpoints/member-activities.ts): a longer language's title is not cut off (issue 27 item 5). */
import { describe, expect, it } from 'vitest';
import { activityImage, bannerTitle } from '../../../server/endpoints/member-activities.ts';

describe('issue 27 item 5: activity banner titles in TY', () => {
  it('keeps a short title on one line and breaks a long one into two that fit', () => {
    expect(bannerTitle('Weekend slots race')).toEqual({ lines: ['Weekend slots race'], size: 44 });
    expect(bannerTitle('Karera sa slots tuwing katapusan ng linggo')).toEqual({
      lines: ['Karera sa slots tuwing', 'katapusan ng linggo'],
      size: 44,
    });
    const long = bannerTitle('Pinakamalaking paligsahan sa slots ngayong katapusan ng linggo para sa lahat');
    expect(long.lines).toHaveLength(2);
    for (const line of long.lines) expect(line.length * long.size * 0.58).toBeLessThanOrEqual(610);
  });

  it('names the image with the whole title, escaped', () => {
    const svg = Buffer.from(activityImage(1, 'Bonus <100%> & more').split(',')[1], 'base64').toString();
    expect(svg).toContain('<title>Bonus &#60;100%&#62; &#38; more</title>');
    expect(svg).not.toContain('<100%>');
  });
});
