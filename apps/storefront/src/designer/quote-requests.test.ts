import { describe, expect, it } from 'vitest';
import { QuoteRequests } from './quote-requests.ts';

/** A request that answers when told to, recording whether it was still the latest then. */
function controlled() {
  const answers: Array<{ answer: () => void; latest: () => boolean }> = [];
  const recorded: boolean[] = [];
  const requests = new QuoteRequests(
    (isLatest) =>
      new Promise<void>((resolve) => {
        answers.push({ answer: () => { recorded.push(isLatest()); resolve(); }, latest: isLatest });
      }),
  );
  return { requests, answers, recorded };
}

describe('QuoteRequests', () => {
  it('lets only the latest request record its answer', async () => {
    const { requests, answers, recorded } = controlled();
    const first = requests.now();
    const second = requests.now();
    answers[0]!.answer();
    answers[1]!.answer();
    await Promise.all([first, second]);
    expect(recorded).toEqual([false, true]);
  });

  it('waits, when settling, for a request started while it waits', async () => {
    const { requests, answers } = controlled();
    void requests.now();
    let settled = false;
    const waiting = requests.settled().then(() => (settled = true));
    void requests.now(); // a photo finishing while add to cart waits
    answers[0]!.answer();
    await Promise.resolve();
    await Promise.resolve();
    expect(settled).toBe(false);
    answers[1]!.answer();
    await waiting;
    expect(settled).toBe(true);
  });

  it('drops a scheduled request when asked now, and runs a scheduled one after its delay', async () => {
    const { requests, answers } = controlled();
    requests.schedule(5);
    expect(requests.scheduled).toBe(true);
    void requests.now();
    expect(requests.scheduled).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(answers).toHaveLength(1);
    requests.schedule(1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(answers).toHaveLength(2);
    requests.schedule(1);
    requests.cancel();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(answers).toHaveLength(2);
  });
});

describe('QuoteRequests freshness', () => {
  it('counts an answer fresh only for the changes made before its request, and asks again before add to cart', async () => {
    const { requests, answers } = controlled();
    expect(requests.fresh).toBe(false);
    const first = requests.now();
    requests.changed(); // an option chosen while the first quote is on its way
    answers[0]!.answer();
    await first;
    expect(requests.fresh).toBe(false);
    const ensured = requests.ensureFresh();
    await Promise.resolve();
    expect(answers).toHaveLength(2);
    answers[1]!.answer();
    await ensured;
    expect(requests.fresh).toBe(true);
    await requests.ensureFresh();
    expect(answers).toHaveLength(2);
    requests.changed();
    requests.schedule(1_000);
    expect(requests.fresh).toBe(false);
    const again = requests.ensureFresh();
    await Promise.resolve();
    expect(requests.scheduled).toBe(false);
    answers[2]!.answer();
    await again;
    expect(requests.fresh).toBe(true);
  });
});
