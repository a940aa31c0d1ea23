/** What an HTML request gets when dist/ has not been built (normal mode). */
export const missingBuildPage = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Run npm run build first</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; line-height: 1.5">
<h1>The app is not built yet</h1>
<p>Run npm run build first, then reload this page. (<code>npm start</code> builds and starts in one go;
<code>npm run dev</code> serves the app with hot reload and needs no build.)</p>
<p>The APIs under <code>/api</code> and the sandbox tools under <code>/__sandbox</code> already work.</p>
</body>
</html>
`;
