// Swaps any <img data-fallback> that fails to load for its fallback, before islands hydrate and
// in static HTML (error events do not bubble, so one capturing listener sees them all). Written
// inline by ImageFallback.astro; the pages' Content-Security-Policy allows it by its hash
// (astro.config.mjs), like every script a page carries inline. A responsive picture's <source>s
// are emptied too, or the browser would keep choosing among them (src/lib/pictures.ts).
export const IMAGE_FALLBACK_SCRIPT = `document.addEventListener('error',function(event){var image=event.target;if(!(image instanceof HTMLImageElement))return;var fallback=image.getAttribute('data-fallback');if(!fallback||image.getAttribute('src')===fallback)return;var picture=image.parentElement;if(picture&&picture.tagName==='PICTURE')picture.querySelectorAll('source').forEach(function(source){source.srcset='';});image.src=fallback;},true);`;
