<?php
// PHP's built-in server for Debian's WordPress: WordPress from /usr/share/wordpress, and the files of
// wp-content (plugins, themes, uploads) from /var/lib/wordpress/wp-content, where Debian keeps them,
// with the types a browser needs (a module script must come as JavaScript).
$path = rawurldecode(parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH));
if (strpos($path, '/wp-content/') !== 0) {
    return false;
}
// Debian links the themes it ships from /usr/share/wordpress/wp-content into /var/lib.
$roots = array('/var/lib/wordpress/wp-content/', '/usr/share/wordpress/wp-content/');
$file = realpath('/var/lib/wordpress' . $path);
$inside = $file !== false && count(array_filter($roots, function ($root) use ($file) { return strpos($file, $root) === 0; })) > 0;
if (!$inside || !is_file($file) || substr($file, -4) === '.php') {
    http_response_code(404);
    return true;
}
$types = array('js' => 'text/javascript', 'css' => 'text/css', 'json' => 'application/json', 'svg' => 'image/svg+xml', 'png' => 'image/png', 'jpg' => 'image/jpeg', 'woff2' => 'font/woff2', 'txt' => 'text/plain');
$extension = strtolower(pathinfo($file, PATHINFO_EXTENSION));
header('Content-Type: ' . ($types[$extension] ?? 'application/octet-stream'));
header('Content-Length: ' . filesize($file));
readfile($file);
return true;
