import * as tc from './touchchain.mjs';

const scene = new tc.Scene();
try {
  const window = new tc.Window(scene, 0, 0, 320, 480, { name: 'window' });
  const card = window.addSubview(new tc.View(scene, 20, 100, 280, 200, { name: 'card' }));
  const button = card.addSubview(new tc.View(scene, 100, 80, 80, 40, { name: 'button' }));

  // A responder handler returns true (handled) or false (offer it to the next responder).
  card.onTouches = (view, event) => {
    console.log(`${view.name}: touches ${tc.nameOf('phase', event.phase)}`);
    return true;
  };
  // A control: events go to its targets.
  button.makeControl(tc.ControlKind.BUTTON).addTarget(tc.ControlEvent.TOUCH_UP_INSIDE,
    () => console.log('button: touch_up_inside'));
  // A pan recognizer on the card, with its translation.
  new tc.PanRecognizer(scene, card, {
    onAction: (pan, d) => console.log(`pan ${tc.nameOf('gesture_state', d.state)}`,
      d.translation.x, d.translation.y),
  });

  // A tap on the button, then a drag across the card: samples are queued, then dispatched.
  scene.pushTouch(1, 'began', 150, 200, 0.0);
  scene.pushTouch(1, 'ended', 150, 200, 0.1);
  scene.pushTouch(2, 'began', 40, 120, 1.0);
  scene.pushTouch(2, 'moved', 60, 120, 1.05);
  scene.pushTouch(2, 'ended', 80, 130, 1.1);
  scene.dispatch();

  // Hit-testing, with the trace of what it visited (H7).
  const hit = window.hitTest(150, 200, (step, view) =>
    console.log(`  ${tc.nameOf('trace_step', step)} ${view.name}`));
  console.log('hit:', hit.name);

  // Errors are exceptions with the engine's status and message.
  try {
    scene.advance(0.5); // the clock is at 1.1 already
  } catch (e) {
    console.log(`${e.name} (${e.statusName}): ${e.message}`);
  }
} finally {
  scene.close();
}
