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
