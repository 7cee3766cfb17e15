import { chooseItem, emqItem, mtfItem, numericItem, rankingItem, SECRET, sbaItem } from '@medprep/shared/testing';
import { ankiCard, ownImage } from './anki-card';

describe('ankiCard', () => {
  it.each([
    ['sba', sbaItem(), ['Option A', 'Option E'], ['Answer: B. Option B']],
    ['mtf', mtfItem(), ['Statement 1', 'True or false'], ['<b>True</b>: Statement 1', '<b>False</b>: Statement 2']],
    ['emq', emqItem(), ['Causes of chest pain', 'Diagnosis H', 'Patient 3'], ['<b>H. Diagnosis H</b>']],
    ['ranking', rankingItem(), ['Rank from most to least appropriate', 'Option E'], ['Ideal order: C A E B D']],
    ['choose', chooseItem(), ['Choose the three most appropriate', 'Option H'], ['Answers: A, D, F']],
    ['numeric', numericItem(), ['Give a number in mg/kg'], ['Answer: 12.5 mg/kg', '(± 0.5)']],
  ])('should put a %s item as text on the front and its key, explanations and references only on the back', (_type, item, front, back) => {
    const card = ankiCard(item);
    for (const text of front) expect(card.front).toContain(text);
    for (const text of back) expect(card.back).toContain(text);
    expect(card.front).not.toContain(SECRET);
    expect(card.back).toContain(`${SECRET}: the teaching point of the whole item.`);
    expect(card.back).toContain('<a href="https://example.org/ng185">Acute coronary syndromes (NG185). NICE, 2020.</a>');
  });

  it('should escape the text, include our own images by file name and leave other images as links', () => {
    const item = {
      ...sbaItem(),
      stem: 'Is <script>alert(1)</script> & "this" safe?',
      media: [
        { kind: 'svg' as const, src: '/media/samples/ecg-rhythm-01.svg', alt: 'A rhythm strip' },
        { kind: 'png' as const, src: '/media/0123abcd.png', alt: 'An upload not read' },
        { kind: 'png' as const, src: 'https://example.org/x.png', alt: 'Elsewhere' },
      ],
    };
    const card = ankiCard(item, new Set(['medprep-samples-ecg-rhythm-01.svg']));
    expect(card.front).toContain('Is &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;this&quot; safe?');
    expect(card.front).toContain('<img src="medprep-samples-ecg-rhythm-01.svg" alt="A rhythm strip">');
    expect(card.front).toContain('[Image: An upload not read]');
    expect(card.front).toContain('<a href="https://example.org/x.png">Image: Elsewhere</a>');
    expect(ownImage('/media/0123abcd.png')).toEqual({ fileName: 'medprep-0123abcd.png', mediaPath: '/0123abcd.png' });
    expect(ownImage('/media/../secret.svg')).toBeNull();
    expect(ownImage('https://example.org/x.png')).toBeNull();
  });
});
