// Correspondence play: time controls, clocks, reminders and timeouts, vacations, deadline text.
export * from './alarms';
export * from './calendar';
export * from './clock';
export * from './format';
export * from './time-control';
export * from './vacation';
