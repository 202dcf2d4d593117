import { layoutDesign, loadDesignResources, preflightDesign, validateDesign } from '@dcs/design';
import { describe, expect, it } from 'vitest';
import { createHostedTestFonts } from '../../../design/src/testing/design-fixtures.ts';
import { createRgbColorConverter, renderPrintPdf } from '../index.ts';
import { runTool, toolsAvailable, withTempFile } from '../testing/pdf-tools.ts';

const available = toolsAvailable('fallback text', ['qpdf', 'pdffonts', 'pdftotext']);

const LATIN_EXTENDED = ['Łódź zażółć gęślą jaźń', 'Příliš žluťoučký kůň', 'Țară șir', 'İstanbul ğ ş ı', 'Tiếng Việt'];
const STOCK = ['Roboto', 'Open Sans', 'Lato', 'Montserrat', 'Lobster'];
/** Scripts and symbols the stock fonts lack, each in the font a customer would pick. */
const FALLBACK_LINES = [
  { content: '✓ ★', fontFamily: 'Lobster' },
  { content: 'नमस्ते दुनिया', fontFamily: 'Roboto' },
  { content: 'مرحبا بالعالم', fontFamily: 'Roboto' },
  { content: 'שלום עולם', fontFamily: 'Roboto' },
  { content: 'สวัสดีชาวโลก', fontFamily: 'Roboto' },
];

function cardWith(lines: Array<{ content: string; fontFamily: string }>) {
  return validateDesign({
    schemaVersion: 3,
    name: 'Every letter',
    sides: [{
      id: 'front', name: 'Front', trim: { width: 180, height: 12 * lines.length + 10 }, bleed: 0, safeMargin: 0,
      printAreas: [{ id: 'all', name: 'All', x: 0, y: 0, width: 180, height: 12 * lines.length + 10 }],
      elements: lines.map((line, index) => ({ id: `t${index}`, type: 'text', fontSize: 14, ...line, transform: { x: 5, y: 5 + index * 12, width: 170, height: 10, rotation: 0 } })),
    }],
  });
}

async function printed(lines: Array<{ content: string; fontFamily: string }>) {
  const design = cardWith(lines);
  const layout = layoutDesign(design, await loadDesignResources(design, { fonts: createHostedTestFonts() }));
  const pdf = await renderPrintPdf(layout, { colors: createRgbColorConverter(), date: new Date('2026-01-01T00:00:00Z') });
  return { layout, pdf: pdf.bytes };
}

describe.skipIf(!available)('every letter a customer types prints and extracts as typed', () => {
  it.each(STOCK)('Polish, Czech, Romanian, Turkish and Vietnamese in %s, typed composed or decomposed', async (family) => {
    const lines = [...LATIN_EXTENDED, ...LATIN_EXTENDED.map((line) => line.normalize('NFD'))].map((content) => ({ content, fontFamily: family }));
    const { layout, pdf } = await printed(lines);
    expect(preflightDesign(layout).errors).toEqual([]);
    withTempFile(pdf, '.pdf', (path) => {
      expect(runTool('qpdf', ['--check', path])).toContain('No syntax or stream encoding errors');
      const words = runTool('pdftotext', ['-raw', path, '-']).split(/\s+/).filter(Boolean);
      for (const word of LATIN_EXTENDED.flatMap((line) => line.split(' '))) expect(words.filter((found) => found === word), word).toHaveLength(2);
    });
  });

  it('prints symbols, Devanagari, Arabic, Hebrew and Thai through the fallback fonts, searchable', async () => {
    const { layout, pdf } = await printed(FALLBACK_LINES);
    const report = preflightDesign(layout);
    expect(report.errors).toEqual([]);
    expect(report.warnings.every((issue) => issue.check === 'glyphs_fallback')).toBe(true);
    withTempFile(pdf, '.pdf', (path) => {
      expect(runTool('qpdf', ['--check', path])).toContain('No syntax or stream encoding errors');
      const fonts = runTool('pdffonts', [path]);
      // Devanagari comes from Noto Sans, the chain's first family, which has it.
      for (const name of ['Lobster', 'NotoSansSymbols2', 'NotoSans-Regular', 'NotoSansArabic', 'NotoSansHebrew', 'NotoSansThai']) expect(fonts).toContain(name);
      const text = runTool('pdftotext', ['-raw', path, '-']).normalize('NFC');
      for (const word of ['✓', '★', 'नमस्ते', 'दुनिया', 'مرحبا', 'بالعالم', 'שלום', 'עולם', 'สวัสดีชาวโลก']) expect(text, word).toContain(word);
    });
  });

  it('never maps .notdef to a letter: a character no font has extracts as nothing', async () => {
    const { layout, pdf } = await printed([{ content: 'Snow 雪 ب', fontFamily: 'Roboto' }]);
    expect(layout.texts.get('t0')!.missingCodePoints).toEqual([0x96ea]);
    withTempFile(pdf, '.pdf', (path) => {
      const text = runTool('pdftotext', ['-raw', path, '-']);
      expect(text).toContain('Snow');
      expect(text).toContain('ب');
      expect(text).not.toContain('雪');
      expect([...text.matchAll(/ب/g)]).toHaveLength(1);
    });
  });
});
