// Behaviour of BannerCarousel.astro, run in the browser as a plain script (no framework).
export function startCarousel(root: HTMLElement): void {
  const track = root.querySelector<HTMLElement>('[data-track]');
  const slides = [...root.querySelectorAll<HTMLElement>('[data-slide]')];
  const dots = [...root.querySelectorAll<HTMLButtonElement>('[data-dot]')];
  const play = root.querySelector<HTMLButtonElement>('[data-play]');
  const playIcon = root.querySelector<HTMLElement>('[data-play-icon]');
  if (!track || slides.length < 2) return;

  const interval = Number(root.dataset['interval']) || 5000;
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
  let index = 0;
  let timer: ReturnType<typeof setInterval> | undefined;
  let hovered = false;
  let focused = false;
  let stoppedByUser = reducedMotion.matches;

  // Offscreen slides would never load lazily inside the clipped track.
  for (const image of root.querySelectorAll('img')) image.loading = 'eager';

  const show = (next: number) => {
    index = (next + slides.length) % slides.length;
    track.style.transform = `translateX(-${index * 100}%)`;
    slides.forEach((slide, i) => {
      slide.inert = i !== index;
      if (i === index) slide.removeAttribute('aria-hidden');
      else slide.setAttribute('aria-hidden', 'true');
    });
    dots.forEach((dot, i) => {
      if (i === index) dot.setAttribute('aria-current', 'true');
      else dot.removeAttribute('aria-current');
    });
  };

  const schedule = () => {
    clearInterval(timer);
    timer = undefined;
    if (stoppedByUser || hovered || focused || document.hidden) return;
    timer = setInterval(() => show(index + 1), interval);
  };

  const renderPlay = () => {
    if (!play || !playIcon) return;
    // The labels in the page's language ride on the button (data-label-play, data-label-pause).
    const label = stoppedByUser
      ? (play.dataset['labelPlay'] ?? 'Play slideshow')
      : (play.dataset['labelPause'] ?? 'Pause slideshow');
    play.setAttribute('aria-label', label);
    playIcon.textContent = stoppedByUser ? '▶' : '❚❚';
  };

  root.querySelector('[data-prev]')?.addEventListener('click', () => {
    show(index - 1);
    schedule();
  });
  root.querySelector('[data-next]')?.addEventListener('click', () => {
    show(index + 1);
    schedule();
  });
  dots.forEach((dot, i) =>
    dot.addEventListener('click', () => {
      show(i);
      schedule();
    }),
  );
  play?.addEventListener('click', () => {
    stoppedByUser = !stoppedByUser;
    renderPlay();
    schedule();
  });
  root.addEventListener('mouseenter', () => {
    hovered = true;
    schedule();
  });
  root.addEventListener('mouseleave', () => {
    hovered = false;
    schedule();
  });
  root.addEventListener('focusin', () => {
    focused = true;
    schedule();
  });
  root.addEventListener('focusout', (event) => {
    focused = root.contains(event.relatedTarget as Node | null);
    schedule();
  });
  document.addEventListener('visibilitychange', schedule);
  reducedMotion.addEventListener('change', () => {
    stoppedByUser = reducedMotion.matches;
    renderPlay();
    schedule();
  });

  renderPlay();
  schedule();
}
