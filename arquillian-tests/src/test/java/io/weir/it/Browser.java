package io.weir.it;

import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebDriverException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.function.Supplier;

/**
 * Debian's chromium, headless, driven by its chromedriver, for the tests that use an admin console as an
 * administrator does. With {@code -Dweir.console.screenshots=<folder>} (relative to the repository's root,
 * e.g. docs/console) {@link #screenshot} writes the PNGs that docs/console.md shows; without it, nothing.
 */
public final class Browser implements AutoCloseable {
    /** The browser itself: /usr/bin/chromium is Debian's shell wrapper around it, which chromedriver cannot start. */
    private static final List<Path> CHROMIUM = List.of(Path.of("/usr/lib/chromium/chromium"), Path.of("/usr/bin/chromium"));
    private static final Path CHROMEDRIVER = Path.of("/usr/bin/chromedriver");
    private static final Dimension VIEWPORT = new Dimension(1280, 800);
    private static final Duration WAIT = Duration.ofSeconds(60);

    private final ChromeDriver driver;

    private Browser(ChromeDriver driver) {
        this.driver = driver;
    }

    /** A new headless browser whose page area is 1280 x 800. */
    public static Browser open() {
        Path chromium = CHROMIUM.stream().filter(Files::isExecutable).findFirst().orElse(null);
        if (chromium == null || !Files.isExecutable(CHROMEDRIVER)) {
            throw new IllegalStateException("the console tests need Debian's chromium and its chromedriver ("
                    + CHROMIUM.get(0) + ", " + CHROMEDRIVER + "): install them with `apt-get install -y chromium chromium-driver`"
                    + " (as root; .ci/run does it), or skip the suite's ITs");
        }
        ChromeOptions options = new ChromeOptions();
        options.setBinary(chromium.toFile());
        options.addArguments("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                "--window-size=" + VIEWPORT.width + "," + VIEWPORT.height);
        ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(CHROMEDRIVER.toFile()).build();
        Browser browser = new Browser(new ChromeDriver(service, options));
        browser.fitViewport();
        return browser;
    }

    /** Grows the window by the browser's own bars, so that the page area, and so a screenshot, is {@link #VIEWPORT}. */
    private void fitViewport() {
        Dimension window = driver.manage().window().getSize();
        long innerWidth = (Long) script("return window.innerWidth");
        long innerHeight = (Long) script("return window.innerHeight");
        driver.manage().window().setSize(new Dimension(
                window.width + VIEWPORT.width - (int) innerWidth, window.height + VIEWPORT.height - (int) innerHeight));
    }

    public void go(String url) {
        driver.get(url);
    }

    /** Loads the page again: a single-page console reads the place in the URL's fragment only as it loads. */
    public void reload() {
        driver.navigate().refresh();
    }

    /** The element, once one matching {@code by} is displayed; fails after a minute. */
    public WebElement await(By by) {
        return await(() -> driver.findElements(by).stream().filter(WebElement::isDisplayed).findFirst().orElse(null),
                "no " + by + " displayed on " + driver.getCurrentUrl());
    }

    /** Waits until the page's text holds {@code text}. */
    public void awaitText(String text) {
        await(() -> pageText().contains(text) ? Boolean.TRUE : null, "no \"" + text + "\" on " + driver.getCurrentUrl());
    }

    /** Polls {@code found} until it gives something other than null (a page that changes under it counts as not yet). */
    public <T> T await(Supplier<T> found, String failure) {
        return await(found, failure, WAIT);
    }

    public <T> T await(Supplier<T> found, String failure, Duration wait) {
        long deadline = System.nanoTime() + wait.toNanos();
        while (true) {
            try {
                T value = found.get();
                if (value != null) return value;
            } catch (WebDriverException changingPage) {
                // the element went stale or the page is loading: try again
            }
            if (System.nanoTime() > deadline) {
                keepFailureScreenshot();
                throw new AssertionError(failure + " after " + wait.toSeconds() + " s; the page says: " + pageText());
            }
            sleep(250);
        }
    }

    public List<WebElement> findAll(By by) {
        return driver.findElements(by);
    }

    public String pageText() {
        return String.valueOf(script("return document.body ? document.body.innerText : ''"));
    }

    /** Scrolls the element to the middle of the page area first: the consoles' fixed footers cover the bottom. */
    public void click(WebElement element) {
        script("arguments[0].scrollIntoView({block: 'center'})", element);
        element.click();
    }

    public void click(By by) {
        click(await(by));
    }

    public void replaceText(WebElement input, String text) {
        input.clear();
        input.sendKeys(text);
    }

    public Object script(String script, Object... arguments) {
        return ((JavascriptExecutor) driver).executeScript(script, arguments);
    }

    /** The page area as {@code <name>.png} in the folder -Dweir.console.screenshots names, if it is set. */
    public void screenshot(String name) {
        String folder = System.getProperty("weir.console.screenshots", "");
        if (folder.isBlank()) return;
        Path target = TestFiles.examples().toAbsolutePath().getParent().resolve(folder).resolve(name + ".png");
        try {
            Files.createDirectories(target.getParent());
            Files.write(target, driver.getScreenshotAs(OutputType.BYTES));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** What the page showed when a wait failed, as target/console-failures/<time>.png of the module. */
    private void keepFailureScreenshot() {
        try {
            Path target = Path.of("target/console-failures").resolve(System.currentTimeMillis() + ".png");
            Files.createDirectories(target.getParent());
            Files.write(target, driver.getScreenshotAs(OutputType.BYTES));
        } catch (IOException | WebDriverException e) {
            // the failure itself is reported; the screenshot only helps to read it
        }
    }

    public static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    @Override
    public void close() {
        driver.quit();
    }
}
