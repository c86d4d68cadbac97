/**
 * Reading CVs: the sample files the tests make (functions/testing/cv-samples.ts: PDFs of 1, 5 and 20 pages, Word
 * files of 1 and 40 paragraphs' worth), each read RUNS times by the reader's own code (readCvText). Per file: the
 * characters of text found, the median and slowest time, and the peak growth of the heap and external memory over
 * the read (sampled every millisecond; what the 1,024 MB Lambda must hold beyond its resting size).
 */

import { readCvText } from '../../../../functions/lib/cv-reading/cv-text.js';
import { makeDocx, makePdf, SAMPLE_CV_LINES } from '../../../../functions/testing/cv-samples.js';
import type { CvType } from '../../../../shared/schemas/cv.js';
import { percentile, round } from '../../harness/stats.js';

const RUNS = 5;

export interface CvReadingFigures {
  files: { name: string; kib: number; chars: number; ok: boolean; medianMs: number; maxMs: number; peakMiB: number }[];
}

const lines = (times: number) => Array.from({ length: times }, () => SAMPLE_CV_LINES).flat();

const samples: { name: string; type: CvType; bytes: Buffer }[] = [
  { name: '1-page PDF', type: 'pdf', bytes: makePdf({ pages: [SAMPLE_CV_LINES] }) },
  { name: '5-page PDF', type: 'pdf', bytes: makePdf({ pages: Array.from({ length: 5 }, () => lines(8)) }) },
  { name: '20-page PDF', type: 'pdf', bytes: makePdf({ pages: Array.from({ length: 20 }, () => lines(8)) }) },
  { name: 'short .docx', type: 'docx', bytes: makeDocx(SAMPLE_CV_LINES) },
  { name: 'long .docx', type: 'docx', bytes: makeDocx(lines(40)) },
];

const used = () => {
  const memory = process.memoryUsage();
  return memory.heapUsed + memory.external + memory.arrayBuffers;
};

export async function measureCvReading(): Promise<CvReadingFigures> {
  const files: CvReadingFigures['files'] = [];
  for (const sample of samples) {
    const times: number[] = [];
    let peak = 0;
    let chars = 0;
    let ok = false;
    for (let run = 0; run < RUNS; run++) {
      globalThis.gc?.();
      const base = used();
      let top = base;
      const sampler = setInterval(() => {
        top = Math.max(top, used());
      }, 1);
      const started = performance.now();
      const read = await readCvText(sample.bytes, sample.type);
      times.push(performance.now() - started);
      clearInterval(sampler);
      top = Math.max(top, used());
      peak = Math.max(peak, top - base);
      ok = read.ok;
      chars = read.ok ? read.text.length : 0;
    }
    files.push({
      name: sample.name,
      kib: round(sample.bytes.length / 1024),
      chars,
      ok,
      medianMs: round(percentile(times, 0.5)),
      maxMs: round(Math.max(...times)),
      peakMiB: round(peak / 2 ** 20),
    });
  }
  return { files };
}
