// Tests run server modules outside Next's server bundle, where 'server-only' would throw.
export {};
