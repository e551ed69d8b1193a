// The floor `npm run bench:lighthouse -- --busy` measures the app against: a bare Vite + React + MUI page, a
// few lines of JSX written and built here (none of the app's code), served gzipped by `vite preview` as the app
// is. It sets the app's ready mark after its first render, so the bench judges it as it judges the app.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build, preview } from 'vite';

/** Inside node_modules, so that its imports resolve to the project's React and MUI. */
const ROOT = resolve(import.meta.dirname, '..', 'node_modules', '.cache', 'bench-floor');
const BASE = '/floor/';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="description" content="A bare Vite, React and MUI page." />
    <link rel="icon" href="data:," />
    <title>Floor</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="./main.jsx"></script>
  </body>
</html>
`;

const MAIN_JSX = `import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { AppBar, Button, Card, CardContent, Container, CssBaseline, Toolbar, Typography } from '@mui/material';
import { ThemeProvider, createTheme } from '@mui/material/styles';

function Floor() {
  useEffect(() => {
    document.documentElement.dataset.app = 'app-ready';
    performance.mark('app-ready');
  }, []);
  return (
    <ThemeProvider theme={createTheme()}>
      <CssBaseline />
      <AppBar position="static">
        <Toolbar>
          <Typography variant="h6" component="p">Studio</Typography>
        </Toolbar>
      </AppBar>
      <Container component="main" sx={{ py: 4 }}>
        <Typography variant="h3" component="h1" gutterBottom>A bare page</Typography>
        <Typography sx={{ mb: 2 }}>Vite, React and MUI with nothing of the app: the floor the app is measured against.</Typography>
        <Button variant="contained">Book a session</Button>
        {['Portrait', 'Family'].map((name) => (
          <Card key={name} sx={{ mt: 2 }}>
            <CardContent>
              <Typography variant="h5" component="h2">{name}</Typography>
              <Typography color="text.secondary">An hour in the studio, ten edited photos.</Typography>
            </CardContent>
          </Card>
        ))}
      </Container>
    </ThemeProvider>
  );
}

createRoot(document.getElementById('root')).render(<Floor />);
`;

/** Writes and builds the floor page (without the app's vite.config.ts), then serves it; resolves with its address. */
export async function previewFloor(port) {
  rmSync(ROOT, { recursive: true, force: true });
  mkdirSync(ROOT, { recursive: true });
  writeFileSync(resolve(ROOT, 'index.html'), INDEX_HTML);
  writeFileSync(resolve(ROOT, 'main.jsx'), MAIN_JSX);
  const config = { root: ROOT, base: BASE, configFile: false, logLevel: 'silent', build: { outDir: 'dist' } };
  await build({ ...config, plugins: [react()] });
  const server = await preview({ ...config, preview: { port, strictPort: true } });
  return {
    url: new URL(BASE, `http://localhost:${port}`).href,
    close: () => new Promise((done) => server.httpServer.close(done)),
  };
}
